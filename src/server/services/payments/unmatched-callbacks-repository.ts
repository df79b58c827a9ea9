// All SQL about M-Pesa callbacks that matched no STK request: kept for a person to follow up.
import type { Database } from '../../db/open-database';
import { type NewUnmatchedMpesaCallback, unmatchedMpesaCallbacks } from '../../db/schema';

export function createUnmatchedCallbacksRepository(db: Database) {
  return {
    async record(callback: NewUnmatchedMpesaCallback): Promise<string> {
      const [row] = await db
        .insert(unmatchedMpesaCallbacks)
        .values(callback)
        .returning({ id: unmatchedMpesaCallbacks.id });
      if (!row) throw new Error('insert into unmatched_mpesa_callbacks returned no row');
      return row.id;
    },
  };
}

export type UnmatchedCallbacksRepository = ReturnType<typeof createUnmatchedCallbacksRepository>;
