// Operators for back-office tests: created as `npm run operator -- add` does (through the same services,
// on the test's database), set up through the API with codes from otpauth (the authenticator app).
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { OperatorRole } from '../../src/domain/back-office/operator-roles';
import type { Clock } from '../../src/server/clock';
import type { DatabaseHandle } from '../../src/server/db/open-database';
import { createPasswordHashing } from '../../src/server/services/auth/password-hash';
import { createOperatorServices } from '../../src/server/services/operators/operator-services';
import { createRateLimiter } from '../../src/server/services/rate-limit/rate-limiter';
import { createRepositories } from '../../src/server/services/repositories';

export const operatorPassword = 'Back-office 2026';

let counter = 0;
export const uniqueOperatorEmail = (role: string) => `${role}${Date.now()}${counter++}@kinga.example`;

export function commandLineOperators(database: DatabaseHandle, clock: Clock) {
  const repositories = createRepositories(database.db);
  const rateLimiter = createRateLimiter({ counters: repositories.rateLimits, clock });
  const passwords = createPasswordHashing();
  return createOperatorServices({ db: database.db, clock, repositories, rateLimiter, passwords });
}

/** The code an authenticator app shows at `at` for this base32 secret. */
export const totpCode = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  });

export const tokenOf = (setupPath: string) => new URL(setupPath, 'http://x').searchParams.get('token') ?? '';

export interface ReadyOperator {
  email: string;
  secret: string;
  recoveryCodes: string[];
}

/** An operator added, set up and confirmed: ready to sign in. */
export async function readyOperator(
  app: FastifyInstance,
  database: DatabaseHandle,
  clock: Clock,
  role: OperatorRole,
): Promise<ReadyOperator> {
  const email = uniqueOperatorEmail(role);
  const { setupPath } = await commandLineOperators(database, clock).accounts.add({
    name: `Test ${role}`,
    email,
    role,
  });
  const token = tokenOf(setupPath);
  const begun = await app.inject({
    method: 'POST',
    url: '/api/admin/setup',
    payload: { token, password: operatorPassword },
  });
  if (begun.statusCode !== 200) throw new Error(`setup failed: ${begun.body}`);
  const { secret } = begun.json() as { secret: string };
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/admin/setup/confirm',
    payload: { token, code: totpCode(secret, clock.now()) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`);
  return { email, secret, recoveryCodes: (confirmed.json() as { recovery_codes: string[] }).recovery_codes };
}

/** Signs in with the next unused TOTP step (the clock moves 30 s so no code is a replay): the answer. */
export function operatorSignIn(
  app: FastifyInstance,
  clock: Clock & { advance(ms: number): void },
  operator: ReadyOperator,
) {
  clock.advance(30_000);
  return app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: {
      email: operator.email,
      password: operatorPassword,
      code: totpCode(operator.secret, clock.now()),
    },
  });
}

/** As operatorSignIn, for a sign-in that must work: the session's token. */
export async function operatorToken(
  app: FastifyInstance,
  clock: Clock & { advance(ms: number): void },
  operator: ReadyOperator,
) {
  const response = await operatorSignIn(app, clock, operator);
  if (response.statusCode !== 200) throw new Error(`operator login failed: ${response.body}`);
  return (response.json() as { token: string }).token;
}
