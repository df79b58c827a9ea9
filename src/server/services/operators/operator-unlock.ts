// Sign-in locks as an admin sees and lifts them: where each operator is locked out now,
// by masked address, and an unlock that forgets every lock and count of one operator, with one audit row
// naming who unlocked whom. An admin may unlock their own sign-in (from a session opened elsewhere).
import type { Clock } from '../../clock';
import type { Operator } from '../../db/schema';
import { apiError } from '../../http/app-errors';
import { maskedAddress } from '../../http/masked-address';
import type { OperatorAuditService } from './operator-audit';
import type { OperatorLoginLocksRepository } from './operator-login-locks-repository';
import type { OperatorsRepository } from './operators-repository';

export function createOperatorUnlock(deps: {
  operators: OperatorsRepository;
  loginLocks: OperatorLoginLocksRepository;
  audit: OperatorAuditService;
  clock: Clock;
}) {
  /** Each e-mail with a lock now, and the masked addresses it is locked from (each once, sorted). */
  async function lockedFrom(): Promise<Map<string, string[]>> {
    const byEmail = new Map<string, Set<string>>();
    for (const { email, address } of await deps.loginLocks.lockedPairs(deps.clock.now())) {
      byEmail.set(email, (byEmail.get(email) ?? new Set()).add(maskedAddress(address)));
    }
    return new Map([...byEmail].map(([email, addresses]) => [email, [...addresses].sort()]));
  }

  return {
    lockedFrom,

    async unlockById(actor: Operator, id: string): Promise<Operator> {
      const operator = await deps.operators.findById(id);
      if (!operator) throw apiError('operator_unknown');
      const before = (await lockedFrom()).get(operator.email) ?? [];
      await deps.loginLocks.clear(operator.email);
      await deps.audit.record({
        operatorId: actor.id,
        action: 'operator.unlocked',
        target: { type: 'operator', id: operator.id },
        before: { locked_from: before },
        after: { locked_from: [] },
      });
      return operator;
    },
  };
}

export type OperatorUnlock = ReturnType<typeof createOperatorUnlock>;
