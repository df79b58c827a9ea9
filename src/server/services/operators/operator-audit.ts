// The one way an operator action is written down: who, when, what, on what, before and after.
// Callers pass only what a reviewer needs to see: never a password, token, secret or code.
import type { Clock } from '../../clock';
import type { OperatorAuditRepository } from './operator-audit-repository';

export interface OperatorAction {
  /** Null when no operator is known: a failed sign-in with an unknown e-mail, or the command line. */
  operatorId: string | null;
  action: string;
  target?: { type: string; id: string };
  before?: unknown;
  after?: unknown;
}

export function createOperatorAudit(deps: { audit: OperatorAuditRepository; clock: Clock }) {
  return {
    record(entry: OperatorAction): Promise<void> {
      return deps.audit.insert({
        operatorId: entry.operatorId,
        at: deps.clock.now(),
        action: entry.action,
        targetType: entry.target?.type ?? null,
        targetId: entry.target?.id ?? null,
        before: entry.before ?? null,
        after: entry.after ?? null,
      });
    },

    async page(page: number, perPage: number) {
      const { rows, hasMore } = await deps.audit.page(page, perPage);
      return {
        page,
        has_more: hasMore,
        entries: rows.map((row) => ({
          id: row.id,
          operator_id: row.operatorId,
          at: row.at.toISOString(),
          action: row.action,
          target_type: row.targetType,
          target_id: row.targetId,
          before: row.before,
          after: row.after,
        })),
      };
    },
  };
}

export type OperatorAuditService = ReturnType<typeof createOperatorAudit>;
