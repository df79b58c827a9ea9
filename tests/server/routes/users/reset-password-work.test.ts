// POST users/reset-password does its costly step, hashing the new password, only for a right code: a wrong
// or expired code (all a guesser, or a fuzzer, ever sends) is answered before it.
// Here scrypt runs at 2^16 (64 MB), far above the tests' usual 2^10, so a hash is plain in the CPU a
// request costs; CPU time, unlike wall time, does not grow when the machine is busy.
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../../../src/server/services/auth/password-hash';
import { nextAddress } from '../../../helpers/client-addresses';
import { setupTestApp, testConfig } from '../../../helpers/server-app';
import { freshLimitsForEachTest, testClock } from '../../../helpers/server-clock';
import { captureSms } from '../../../helpers/server-sms';
import { uniqueMsisdn } from '../../../helpers/server-users';

const COST = 16;
const clock = testClock();
const context = setupTestApp({
  clock,
  sms: captureSms().sender,
  config: testConfig({ PASSWORD_HASH_COST: String(COST) }),
});
freshLimitsForEachTest(clock);

async function cpuMsOf<T>(work: () => Promise<T>): Promise<{ value: T; cpuMs: number }> {
  const before = process.cpuUsage();
  const value = await work();
  const used = process.cpuUsage(before);
  return { value, cpuMs: (used.user + used.system) / 1000 };
}

describe('POST /api/home-insurance/users/reset-password', () => {
  it('answers a wrong code without hashing the new password', async () => {
    const phone = uniqueMsisdn();
    const post = (path: string, payload: object) =>
      context.app.inject({
        method: 'POST',
        url: `/api/home-insurance/users/${path}`,
        payload,
        remoteAddress: nextAddress(),
      });
    expect((await post('forgot-password', { Identifier: phone })).statusCode).toBe(200);
    const password = 'Mpya#2026';
    const guess = () =>
      post('reset-password', {
        Identifier: phone,
        otp: '0000',
        new_password: password,
        confirm_password: password,
      });
    await guess();

    const oneHash = await cpuMsOf(() => hashPassword(password, COST));
    const wrong = await cpuMsOf(guess);
    expect(wrong.value.statusCode, wrong.value.body).toBe(400);
    // The cheapest of a few tries: a stray garbage collection is not the request's work.
    let cpuMs = wrong.cpuMs;
    for (let retry = 0; retry < 2 && cpuMs >= oneHash.cpuMs / 2; retry += 1) {
      cpuMs = Math.min(cpuMs, (await cpuMsOf(guess)).cpuMs);
    }
    expect(cpuMs).toBeLessThan(oneHash.cpuMs / 2);
  });
});
