// Operator accounts: add (with a one-time set-up link) and list as the command line does; disable from the
// command line or by an admin in /admin.
import type { OperatorRole } from '../../../domain/back-office/operator-roles';
import type { Clock } from '../../clock';
import type { Operator } from '../../db/schema';
import { apiError } from '../../http/app-errors';
import type { OperatorAuditService } from './operator-audit';
import { newSetupToken } from './operator-secrets';
import type { OperatorSessionService } from './operator-session-service';
import type { OperatorsRepository } from './operators-repository';

/** A set-up link works for a day, once. */
export const SETUP_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const setupPath = (token: string) => `/admin/setup?token=${token}`;

/** What the audit log and the operators list show of an operator: never a hash or secret. */
export const operatorSummary = (operator: Operator) => ({
  id: operator.id,
  name: operator.name,
  email: operator.email,
  role: operator.role,
});

export function createOperatorAccounts(deps: {
  operators: OperatorsRepository;
  sessions: OperatorSessionService;
  audit: OperatorAuditService;
  clock: Clock;
}) {
  /** Disables the operator and ends their sessions at once, with one audit row. */
  async function disableOperator(operator: Operator, actorId: string | null): Promise<Operator> {
    const disabledAt = deps.clock.now();
    await deps.operators.update(operator.id, { disabledAt });
    await deps.sessions.endAllOf(operator.id);
    await deps.audit.record({
      operatorId: actorId,
      action: 'operator.disabled',
      target: { type: 'operator', id: operator.id },
      before: { disabled_at: operator.disabledAt?.toISOString() ?? null },
      after: { disabled_at: disabledAt.toISOString() },
    });
    return { ...operator, disabledAt };
  }

  return {
    /** Creates the operator and returns the set-up path; the token exists nowhere else. */
    async add(input: { name: string; email: string; role: OperatorRole }) {
      const email = input.email.trim().toLowerCase();
      if (await deps.operators.findByEmail(email)) {
        throw apiError('operator_exists', email);
      }
      const operator = await deps.operators.insert({ name: input.name.trim(), email, role: input.role });
      const { token, tokenHash } = newSetupToken();
      const expiresAt = new Date(deps.clock.now().getTime() + SETUP_TOKEN_LIFETIME_MS);
      await deps.operators.insertSetupToken({ tokenHash, operatorId: operator.id, expiresAt });
      await deps.audit.record({
        operatorId: null,
        action: 'operator.added',
        target: { type: 'operator', id: operator.id },
        after: operatorSummary(operator),
      });
      return { operator, setupPath: setupPath(token), expiresAt };
    },

    list: () => deps.operators.list(),

    /** The command line's disable, by e-mail: the audit row names no operator. */
    async disable(emailInput: string): Promise<Operator> {
      const email = emailInput.trim().toLowerCase();
      const operator = await deps.operators.findByEmail(email);
      if (!operator) throw apiError('operator_unknown@email', email);
      return disableOperator(operator, null);
    },

    /**
     * An admin's disable in /admin, by id. Not their own account: the last admin could lock everyone out,
     * and a leaving admin is disabled by another. Disabling a disabled operator changes nothing.
     */
    async disableById(actor: Operator, id: string): Promise<Operator> {
      const operator = await deps.operators.findById(id);
      if (!operator) throw apiError('operator_unknown');
      if (operator.id === actor.id) throw apiError('operator_self');
      if (operator.disabledAt) return operator;
      return disableOperator(operator, actor.id);
    },
  };
}

export type OperatorAccounts = ReturnType<typeof createOperatorAccounts>;
