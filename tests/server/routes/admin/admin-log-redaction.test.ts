// The back office's secrets never reach a log line: with every line captured at trace level,
// set-up, sign-in with a code, sign-in with a recovery code, a failed sign-in and sign-out leave no
// set-up token, password, TOTP secret, code, recovery code or session token in the log.
import { describe, expect, it } from 'vitest';
import { setupTestApp, testConfig } from '../../../helpers/server-app';
import { testClock } from '../../../helpers/server-clock';
import {
  commandLineOperators,
  operatorPassword,
  operatorToken,
  tokenOf,
  totpCode,
  uniqueOperatorEmail,
} from '../../../helpers/server-operators';

const clock = testClock();
const logLines: string[] = [];
const context = setupTestApp({
  clock,
  config: testConfig({ LOG_LEVEL: 'trace' }),
  logDestination: { write: (line) => logLines.push(line) },
});

describe('operator log lines', () => {
  it('carry no token, password, secret or code', async () => {
    const email = uniqueOperatorEmail('admin');
    const { setupPath } = await commandLineOperators(context.database, clock).accounts.add({
      name: 'Log Admin',
      email,
      role: 'admin',
    });
    const token = tokenOf(setupPath);
    // The page itself is requested with the token in its query, as the printed link opens it.
    await context.app.inject({ method: 'GET', url: setupPath });
    const begun = await context.app.inject({
      method: 'POST',
      url: '/api/admin/setup',
      payload: { token, password: operatorPassword },
    });
    const { secret } = begun.json() as { secret: string };
    const firstCode = totpCode(secret, clock.now());
    const confirmed = await context.app.inject({
      method: 'POST',
      url: '/api/admin/setup/confirm',
      payload: { token, code: firstCode },
    });
    const recoveryCodes = (confirmed.json() as { recovery_codes: string[] }).recovery_codes;
    await context.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email, password: 'Wrong-pass 1', code: '123456' },
    });
    const sessionToken = await operatorToken(context.app, clock, { email, secret, recoveryCodes });
    const recoveryLogin = await context.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email, password: operatorPassword, code: recoveryCodes[0] },
    });
    expect(recoveryLogin.statusCode).toBe(200);
    await context.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { authorization: `Bearer ${sessionToken}` },
    });

    const log = logLines.join('');
    expect(log).toContain('/api/admin/login');
    for (const value of [
      token,
      operatorPassword,
      'Wrong-pass 1',
      secret,
      firstCode,
      sessionToken,
      ...recoveryCodes,
    ]) {
      expect(log, value).not.toContain(value);
    }
  });
});
