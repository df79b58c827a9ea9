// Operator sign-in under attack. Wrong guesses lock the pair of operator and address,
// so a stranger who guesses from any number of addresses never locks the real operator out; past a daily
// allowance for the operator alone, every further guess costs the guesser a valid second factor, which
// the real operator has and a stranger does not. Each try is audited against the operator it aimed at,
// with the masked address it came from.
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../helpers/server-app';
import { freshLimitsForEachTest, testClock } from '../../../helpers/server-clock';
import {
  commandLineOperators,
  operatorPassword,
  type ReadyOperator,
  readyOperator,
  totpCode,
} from '../../../helpers/server-operators';

const clock = testClock();
const context = setupTestApp({ clock });

freshLimitsForEachTest(clock);

const home = '192.0.2.10';

const logIn = (remoteAddress: string, payload: Record<string, unknown>) =>
  context.app.inject({ method: 'POST', url: '/api/admin/login', payload, remoteAddress });

/** The right password and the current code, from the operator's own address. */
function rightSignIn(operator: ReadyOperator, remoteAddress = home) {
  clock.advance(30_000);
  return logIn(remoteAddress, {
    email: operator.email,
    password: operatorPassword,
    code: totpCode(operator.secret, clock.now()),
  });
}

async function guessWrong(operator: ReadyOperator, remoteAddress: string, times: number, code = '123456') {
  for (let attempt = 0; attempt < times; attempt++) {
    const response = await logIn(remoteAddress, { email: operator.email, password: 'Wrong-pass 1', code });
    expect(response.statusCode, response.body).toBe(400);
  }
}

const locked = {
  status: false,
  code: 'operator_login_locked',
  message: 'Too many failed sign-ins. Try again in 15 minutes.',
};

async function auditFor(operatorEmail: string) {
  const services = commandLineOperators(context.database, clock);
  const operator = (await services.accounts.list()).find((one) => one.email === operatorEmail);
  const { entries } = await services.audit.page(1, 200);
  return {
    id: operator?.id,
    entries: entries.filter(
      (entry) => entry.target_id === operator?.id || entry.operator_id === operator?.id,
    ),
  };
}

describe('POST /api/admin/login under attack', () => {
  it('an attacker guessing from many addresses cannot lock the operator out', async () => {
    const operator = await readyOperator(context.app, context.database, clock, 'agent');
    // Twenty failures: four times the old lock, twice the operator's daily allowance.
    for (let address = 1; address <= 4; address++) {
      await guessWrong(operator, `198.51.100.${address}`, 5);
    }
    const attackerAgain = await rightSignIn(operator, '198.51.100.1');
    expect(attackerAgain.statusCode).toBe(429);
    expect(attackerAgain.json()).toEqual(locked);

    const withCode = await rightSignIn(operator);
    expect(withCode.statusCode, withCode.body).toBe(200);
    const withRecovery = await logIn(home, {
      email: operator.email,
      password: operatorPassword,
      code: operator.recoveryCodes[0],
    });
    expect(withRecovery.statusCode, withRecovery.body).toBe(200);
  });

  it('five failures from one address lock that operator there for 15 minutes, even with the right password and code; elsewhere they sign in', async () => {
    const operator = await readyOperator(context.app, context.database, clock, 'agent');
    await guessWrong(operator, home, 4);
    expect((await rightSignIn(operator)).statusCode).toBe(200);
    // The right sign-in forgot the four; five more are needed.
    await guessWrong(operator, home, 5);
    const there = await rightSignIn(operator);
    expect(there.statusCode).toBe(429);
    expect(there.json()).toEqual(locked);
    const recovery = await logIn(home, {
      email: operator.email,
      password: operatorPassword,
      code: operator.recoveryCodes[0],
    });
    expect(recovery.statusCode).toBe(429);

    expect((await rightSignIn(operator, '203.0.113.9')).statusCode).toBe(200);
    clock.advance(15 * 60 * 1000);
    expect((await rightSignIn(operator)).statusCode).toBe(200);
  });

  it('past the allowance for the operator, a guess spends the second factor it came with', async () => {
    const operator = await readyOperator(context.app, context.database, clock, 'agent');
    for (let address = 1; address <= 2; address++) {
      await guessWrong(operator, `198.51.100.${address}`, 5);
    }
    // A guesser who holds a recovery code (a photographed sheet) but not the password: the guess spends it.
    const [stolen = '', spare = ''] = operator.recoveryCodes;
    await guessWrong(operator, '198.51.100.3', 1, stolen);
    const withStolen = await logIn(home, { email: operator.email, password: operatorPassword, code: stolen });
    expect(withStolen.statusCode).toBe(400);

    expect((await rightSignIn(operator)).statusCode).toBe(200);
    const withSpare = await logIn(home, { email: operator.email, password: operatorPassword, code: spare });
    expect(withSpare.statusCode, withSpare.body).toBe(200);
  });

  it('audits each failed try against the operator it aimed at, with the masked address, not as their own act', async () => {
    const operator = await readyOperator(context.app, context.database, clock, 'agent');
    await guessWrong(operator, '198.51.100.77', 1);
    await guessWrong(operator, '2001:db8:85a3:8d3:1319:8a2e:370:7348', 5);
    expect((await rightSignIn(operator, '2001:db8:85a3:8d3:1319:8a2e:370:7348')).statusCode).toBe(429);
    expect((await rightSignIn(operator, '203.0.113.200')).statusCode).toBe(200);

    const { id, entries } = await auditFor(operator.email);
    const tries = entries.filter((entry) => entry.action === 'operator.login_failed');
    expect(tries).toHaveLength(7);
    for (const entry of tries) {
      expect(entry).toMatchObject({ operator_id: null, target_type: 'operator', target_id: id });
    }
    expect(tries.map((entry) => entry.after).reverse()).toEqual([
      { reason: 'password', address: '198.51.100.x' },
      ...Array(5).fill({ reason: 'password', address: '2001:db8:85a3::/48' }),
      { reason: 'locked', address: '2001:db8:85a3::/48' },
    ]);
    const signedIn = entries.find((entry) => entry.action === 'operator.signed_in');
    expect(signedIn).toMatchObject({
      operator_id: id,
      after: { second_factor: 'totp', address: '203.0.113.x' },
    });
    expect(JSON.stringify(entries)).not.toMatch(/198\.51\.100\.77|370:7348|203\.0\.113\.200/);
  });
});
