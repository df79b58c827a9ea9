// Operator sign-in: e-mail + password + a TOTP code (±1 step, never twice) or a recovery code
// (spent once); a lock after repeated failures from one address (admin-login-lockout.test.ts has the
// rest: other addresses, the audit); me and logout; sessions of 12 h at most, 30 min idle.
import { describe, expect, it } from 'vitest';
import { AdminLoginResponseSchema } from '../../../../src/domain/api/admin-operators';
import { setupTestApp } from '../../../helpers/server-app';
import { freshLimitsForEachTest, testClock } from '../../../helpers/server-clock';
import {
  commandLineOperators,
  operatorPassword,
  operatorToken,
  readyOperator,
  totpCode,
} from '../../../helpers/server-operators';

const clock = testClock();
const context = setupTestApp({ clock });

// Each test starts in a fresh hour and a fresh 30-second step.
freshLimitsForEachTest(clock);

const logIn = (payload: Record<string, unknown>) =>
  context.app.inject({ method: 'POST', url: '/api/admin/login', payload });
const me = (token: string) =>
  context.app.inject({ method: 'GET', url: '/api/admin/me', headers: { authorization: `Bearer ${token}` } });

const incorrect = {
  status: false,
  code: 'operator_login_incorrect',
  message: 'Incorrect e-mail, password or code.',
};

describe('POST /api/admin/login', () => {
  it('signs in with e-mail, password and the current code, and /me names the operator', async () => {
    const operator = await readyOperator(context.app, context.database, clock, 'agent');
    clock.advance(30_000);
    const response = await logIn({
      email: operator.email.toUpperCase(),
      password: operatorPassword,
      code: totpCode(operator.secret, clock.now()),
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = AdminLoginResponseSchema.parse(response.json());
    expect(body.operator).toMatchObject({ email: operator.email, role: 'agent', name: 'Test agent' });
    const who = await me(body.token);
    expect(who.statusCode).toBe(200);
    expect(who.json()).toEqual({ operator: body.operator });
  });

  it('accepts the code of the step before or after, not two steps away', async () => {
    const operator = await readyOperator(context.app, context.database, clock, 'agent');
    clock.advance(60_000);
    const previous = totpCode(operator.secret, new Date(clock.now().getTime() - 30_000));
    expect(
      (await logIn({ email: operator.email, password: operatorPassword, code: previous })).statusCode,
    ).toBe(200);
    clock.advance(120_000);
    const stale = totpCode(operator.secret, new Date(clock.now().getTime() - 60_000));
    const refused = await logIn({ email: operator.email, password: operatorPassword, code: stale });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(incorrect);
  });

  it('does not accept the same code twice', async () => {
    const operator = await readyOperator(context.app, context.database, clock, 'agent');
    clock.advance(30_000);
    const code = totpCode(operator.secret, clock.now());
    expect((await logIn({ email: operator.email, password: operatorPassword, code })).statusCode).toBe(200);
    const replay = await logIn({ email: operator.email, password: operatorPassword, code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(incorrect);
  });

  it('accepts a recovery code once, typed in any case', async () => {
    const operator = await readyOperator(context.app, context.database, clock, 'agent');
    const [code = ''] = operator.recoveryCodes;
    const first = await logIn({
      email: operator.email,
      password: operatorPassword,
      code: code.toLowerCase(),
    });
    expect(first.statusCode, first.body).toBe(200);
    const again = await logIn({ email: operator.email, password: operatorPassword, code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(incorrect);
  });

  it('refuses the right password without a code, or with an empty one', async () => {
    const operator = await readyOperator(context.app, context.database, clock, 'agent');
    for (const payload of [
      { email: operator.email, password: operatorPassword },
      { email: operator.email, password: operatorPassword, code: '' },
    ]) {
      const response = await logIn(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).not.toHaveProperty('token');
    }
  });

  it('checks the code only after the right password: a guess spends no recovery code and claims no step', async () => {
    const operator = await readyOperator(context.app, context.database, clock, 'agent');
    clock.advance(30_000);
    const [recovery = ''] = operator.recoveryCodes;
    const current = totpCode(operator.secret, clock.now());
    for (const code of [recovery, current]) {
      const guess = await logIn({ email: operator.email, password: 'Wrong-pass 1', code });
      expect(guess.json()).toEqual(incorrect);
    }
    expect(
      (await logIn({ email: operator.email, password: operatorPassword, code: current })).statusCode,
    ).toBe(200);
    const withRecovery = await logIn({ email: operator.email, password: operatorPassword, code: recovery });
    expect(withRecovery.statusCode, withRecovery.body).toBe(200);
  });

  it('answers a wrong password, a wrong code and an unknown e-mail alike', async () => {
    const operator = await readyOperator(context.app, context.database, clock, 'agent');
    clock.advance(30_000);
    const code = totpCode(operator.secret, clock.now());
    const wrongPassword = await logIn({ email: operator.email, password: 'Wrong-pass 1', code });
    const unknown = await logIn({ email: 'nobody@kinga.example', password: operatorPassword, code });
    const wrongCode = await logIn({
      email: operator.email,
      password: operatorPassword,
      code: code === '123456' ? '654321' : '123456',
    });
    for (const response of [wrongPassword, unknown, wrongCode]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(incorrect);
    }
  });

  it('locks sign-in from that address for 15 minutes after 5 failures, even for the right password and code', async () => {
    const operator = await readyOperator(context.app, context.database, clock, 'agent');
    for (let attempt = 0; attempt < 5; attempt++) {
      await logIn({ email: operator.email, password: 'Wrong-pass 1', code: '123456' });
    }
    clock.advance(30_000);
    const locked = await logIn({
      email: operator.email,
      password: operatorPassword,
      code: totpCode(operator.secret, clock.now()),
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      status: false,
      code: 'operator_login_locked',
      message: 'Too many failed sign-ins. Try again in 15 minutes.',
    });
    clock.advance(15 * 60 * 1000);
    const after = await logIn({
      email: operator.email,
      password: operatorPassword,
      code: totpCode(operator.secret, clock.now()),
    });
    expect(after.statusCode, after.body).toBe(200);
  });

  it('refuses an operator who has not finished set-up', async () => {
    const response = await logIn({
      email: 'not-set-up@kinga.example',
      password: operatorPassword,
      code: '123456',
    });
    expect(response.json()).toEqual(incorrect);
  });
});

describe('operator sessions', () => {
  it('logout ends the session', async () => {
    const operator = await readyOperator(context.app, context.database, clock, 'agent');
    const token = await operatorToken(context.app, clock, operator);
    const logout = await context.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ status: true, message: 'Signed out.' });
    expect((await me(token)).statusCode).toBe(401);
  });

  it('ends after 30 minutes without use', async () => {
    const operator = await readyOperator(context.app, context.database, clock, 'agent');
    const token = await operatorToken(context.app, clock, operator);
    clock.advance(29 * 60 * 1000);
    expect((await me(token)).statusCode).toBe(200);
    clock.advance(29 * 60 * 1000);
    expect((await me(token)).statusCode).toBe(200);
    clock.advance(31 * 60 * 1000);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('ends 12 hours after sign-in however busy', async () => {
    const operator = await readyOperator(context.app, context.database, clock, 'agent');
    const token = await operatorToken(context.app, clock, operator);
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      clock.advance(20 * 60 * 1000);
      expect((await me(token)).statusCode).toBe(200);
    }
    clock.advance(20 * 60 * 1000);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('a disabled operator is signed out at once', async () => {
    const operator = await readyOperator(context.app, context.database, clock, 'agent');
    const token = await operatorToken(context.app, clock, operator);
    await commandLineOperators(context.database, clock).accounts.disable(operator.email);
    expect((await me(token)).statusCode).toBe(401);
  });
});
