// Operator accounts as the command line manages them: add (with a one-time set-up link), list, disable.
import type { OperatorRole } from '../../../domain/operator-api';
import type { Clock } from '../../clock';
import type { Operator } from '../../db/schema';
import { InvalidRequestError } from '../../http/app-errors';
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
  return {
    /** Creates the operator and returns the set-up path; the token exists nowhere else. */
    async add(input: { name: string; email: string; role: OperatorRole }) {
      const email = input.email.trim().toLowerCase();
      if (await deps.operators.findByEmail(email)) {
        throw new InvalidRequestError(
          'operator_exists',
          `An operator with the e-mail ${email} already exists.`,
        );
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

    /** Disables the operator and ends their sessions at once. */
    async disable(emailInput: string): Promise<Operator> {
      const email = emailInput.trim().toLowerCase();
      const operator = await deps.operators.findByEmail(email);
      if (!operator)
        throw new InvalidRequestError('operator_unknown', `No operator has the e-mail ${email}.`);
      const disabledAt = deps.clock.now();
      await deps.operators.update(operator.id, { disabledAt });
      await deps.sessions.endAllOf(operator.id);
      await deps.audit.record({
        operatorId: null,
        action: 'operator.disabled',
        target: { type: 'operator', id: operator.id },
        before: { disabled_at: operator.disabledAt?.toISOString() ?? null },
        after: { disabled_at: disabledAt.toISOString() },
      });
      return { ...operator, disabledAt };
    },
  };
}

export type OperatorAccounts = ReturnType<typeof createOperatorAccounts>;
