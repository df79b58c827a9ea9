// Wrong codes are bounded per phone over days, not only per code. Ten wrong codes lock the
// number for 2 hours, the next ten for 4, then 8…; the holder is told by SMS each time a lock starts.
import { beforeEach, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../helpers/server-app';
import { testClock } from '../../../helpers/server-clock';
import { captureSms } from '../../../helpers/server-sms';
import { createTestUser } from '../../../helpers/server-users';

const clock = testClock();
const sms = captureSms();
const context = setupTestApp({ clock, sms: sms.sender });

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
// Far past any lock of the test before.
beforeEach(() => clock.advance(90 * 24 * HOUR));

let address = 0;
const post = (path: 'request' | 'verify', payload: Record<string, unknown>) =>
  context.app.inject({
    method: 'POST',
    url: `/api/home-insurance/users/otp/${path}`,
    payload,
    remoteAddress: `10.8.${Math.floor(address / 250)}.${(address++ % 250) + 1}`,
  });

const wrongFor = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

/** Two codes with five wrong tries each: ten wrong codes, the last answer returned. */
async function tenWrongCodes(msisdn: string, identifier = msisdn) {
  let last: Awaited<ReturnType<typeof post>> | undefined;
  for (let code = 0; code < 2; code += 1) {
    expect((await post('request', { Identifier: identifier })).statusCode).toBe(200);
    const wrong = wrongFor(sms.lastCodeTo(msisdn));
    for (let attempt = 0; attempt < 5; attempt += 1) {
      last = await post('verify', { Identifier: identifier, otp: wrong });
    }
    clock.advance(MINUTE);
  }
  if (!last) throw new Error('no code was checked');
  return last;
}

describe('a number that gets ten wrong codes', () => {
  it('is locked for 2 hours, its holder told by SMS, and can sign in again after', async () => {
    const client = await createTestUser(context.database);
    const before = sms.messages().length;
    const locked = await tenWrongCodes(client.msisdn);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      status: false,
      message: 'Too many wrong codes for this number. Please try again in 120 minutes.',
      code: 'otp_phone_locked',
    });
    expect(Number(locked.headers['retry-after'])).toBe(2 * 60 * 60);
    const told = sms.messages().slice(before).at(-1);
    expect(told?.to).toBe(client.msisdn);
    expect(told?.text).toContain('paused for 2 hours');

    // No code is sent, and no code is checked, while the lock lasts.
    const request = await post('request', { Identifier: client.msisdn });
    expect(request.statusCode).toBe(429);
    expect(Number(request.headers['retry-after'])).toBe(2 * 60 * 60 - 60);
    clock.advance(2 * HOUR);
    expect((await post('request', { Identifier: client.msisdn })).statusCode).toBe(200);
    expect(
      (await post('verify', { Identifier: client.msisdn, otp: sms.lastCodeTo(client.msisdn) })).statusCode,
    ).toBe(200);
  });

  it('is locked twice as long each time within 30 days, also when asked by e-mail', async () => {
    const client = await createTestUser(context.database);
    expect(Number((await tenWrongCodes(client.msisdn)).headers['retry-after'])).toBe(2 * 60 * 60);
    clock.advance(2 * HOUR);
    expect(Number((await tenWrongCodes(client.msisdn, client.email ?? '')).headers['retry-after'])).toBe(
      4 * 60 * 60,
    );
    clock.advance(4 * HOUR);
    expect(Number((await tenWrongCodes(client.msisdn)).headers['retry-after'])).toBe(8 * 60 * 60);
    expect(sms.messages().at(-1)?.text).toContain('paused for 8 hours');

    // After 30 days without a lock, the next one is back to 2 hours.
    clock.advance(31 * 24 * HOUR);
    expect(Number((await tenWrongCodes(client.msisdn)).headers['retry-after'])).toBe(2 * 60 * 60);
  });

  it('does not lock when the wrong codes are spread out over more than 30 days each', async () => {
    const client = await createTestUser(context.database);
    for (let month = 0; month < 3; month += 1) {
      await post('request', { Identifier: client.msisdn });
      const wrong = wrongFor(sms.lastCodeTo(client.msisdn));
      for (let attempt = 0; attempt < 4; attempt += 1) {
        expect((await post('verify', { Identifier: client.msisdn, otp: wrong })).statusCode).toBe(400);
      }
      clock.advance(31 * 24 * HOUR);
    }
  });
});
