// The SQL an admin needs about operators' sign-in locks: which pairs of operator and
// address are locked now, and clearing every lock and count of one operator. The sign-in itself reads and
// writes each subject through otp-phone-locks-repository.ts, as the clients' locks do.
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/open-database';
import { otpPhoneLocks } from '../../db/schema';
import {
  operatorAllowanceSubject,
  operatorPairPrefix,
  operatorPairSubjectsPrefix,
  pairOfSubject,
} from './operator-login-locks';

// starts_with, not LIKE: an e-mail may hold '_' or '%', which LIKE would read as wildcards.
const startsWith = (prefix: string) => sql`starts_with(${otpPhoneLocks.subject}, ${prefix})`;

export function createOperatorLoginLocksRepository(db: Database) {
  return {
    /** Every pair locked at `now`: the operator's e-mail and the full address (mask it before showing). */
    async lockedPairs(now: Date): Promise<{ email: string; address: string }[]> {
      const rows = await db
        .select({ subject: otpPhoneLocks.subject })
        .from(otpPhoneLocks)
        .where(and(startsWith(operatorPairSubjectsPrefix), gt(otpPhoneLocks.lockedUntil, now)));
      return rows.flatMap((row) => pairOfSubject(row.subject) ?? []);
    },

    /** Forgets every lock and count of the operator, from every address. */
    async clear(email: string): Promise<void> {
      await db
        .delete(otpPhoneLocks)
        .where(
          or(
            eq(otpPhoneLocks.subject, operatorAllowanceSubject(email)),
            startsWith(operatorPairPrefix(email)),
          ),
        );
    },
  };
}

export type OperatorLoginLocksRepository = ReturnType<typeof createOperatorLoginLocksRepository>;
