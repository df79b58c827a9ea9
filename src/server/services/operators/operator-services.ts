// Wires the back office's services over their own repositories; app-services.ts
// adds the result as `operators`, and the command line builds the same from its own database handle.
import type { Clock } from '../../clock';
import type { Database } from '../../db/open-database';
import type { PasswordHashing } from '../auth/password-hash';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { TransactionalRepositories } from '../repositories';
import { createOperatorAccounts } from './operator-accounts';
import { createOperatorAudit } from './operator-audit';
import { createOperatorAuditRepository } from './operator-audit-repository';
import { createOperatorLogin } from './operator-login';
import { createOperatorLoginLocksRepository } from './operator-login-locks-repository';
import { createOperatorSessionService } from './operator-session-service';
import { createOperatorSessionsRepository } from './operator-sessions-repository';
import { createOperatorSetup } from './operator-setup';
import { createOperatorUnlock } from './operator-unlock';
import { createOperatorsRepository } from './operators-repository';

export function createOperatorServices(deps: {
  passwords: PasswordHashing;
  db: Database;
  clock: Clock;
  repositories: TransactionalRepositories<'otpPhoneLocks'>;
  rateLimiter: RateLimiter;
}) {
  const { db, clock } = deps;
  const operators = createOperatorsRepository(db);
  const audit = createOperatorAudit({ audit: createOperatorAuditRepository(db), clock });
  const sessions = createOperatorSessionService({ sessions: createOperatorSessionsRepository(db), clock });
  return {
    audit,
    sessions,
    accounts: createOperatorAccounts({ operators, sessions, audit, clock }),
    setup: createOperatorSetup({ operators, audit, clock, passwords: deps.passwords }),
    login: createOperatorLogin({ ...deps, operators, sessions, audit }),
    unlock: createOperatorUnlock({
      operators,
      loginLocks: createOperatorLoginLocksRepository(db),
      audit,
      clock,
    }),
  };
}

export type OperatorServices = ReturnType<typeof createOperatorServices>;
