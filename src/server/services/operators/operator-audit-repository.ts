// All SQL about the operators' audit log: rows are only ever added, and read newest first.
import { desc } from 'drizzle-orm';
import type { Database } from '../../db/open-database';
import { type OperatorAuditRow, operatorAudit } from '../../db/schema';

export type NewAuditEntry = Omit<OperatorAuditRow, 'id'>;

export function createOperatorAuditRepository(db: Database) {
  return {
    async insert(entry: NewAuditEntry): Promise<void> {
      await db.insert(operatorAudit).values(entry);
    },

    /** One page, newest first; asks for one row more than it returns to know whether more follow. */
    async page(page: number, perPage: number): Promise<{ rows: OperatorAuditRow[]; hasMore: boolean }> {
      const rows = await db
        .select()
        .from(operatorAudit)
        .orderBy(desc(operatorAudit.at), desc(operatorAudit.id))
        .limit(perPage + 1)
        .offset((page - 1) * perPage);
      return { rows: rows.slice(0, perPage), hasMore: rows.length > perPage };
    },
  };
}

export type OperatorAuditRepository = ReturnType<typeof createOperatorAuditRepository>;
