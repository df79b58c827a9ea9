// The sign-in endpoints must not tell anyone whether a number or address has an account.
// Each step below is taken once for a client's number and once for a number nobody holds, and both must
// get the same status, body and Retry-After. Timing is not measured (it would be flaky on a shared
// machine); instead the test checks that both leave the same work behind: a stored code hash each, and a
// counted wrong try each.

import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { otpChallenges } from '../../../../src/server/db/schema';
import { setupTestApp } from '../../../helpers/server-app';
import { testClock } from '../../../helpers/server-clock';
import { captureSms } from '../../../helpers/server-sms';
import { createTestUser } from '../../../helpers/server-users';

const clock = testClock();
const sms = captureSms();
const context = setupTestApp({ clock, sms: sms.sender });

const MINUTE = 60 * 1000;
beforeEach(() => clock.advance(24 * 60 * MINUTE));

let address = 0;
/** Each call from its own address, so the per-address limits stay out of the comparison. */
const post = (path: 'request' | 'verify', payload: Record<string, unknown>) =>
  context.app.inject({
    method: 'POST',
    url: `/api/home-insurance/users/otp/${path}`,
    payload,
    remoteAddress: `10.9.${Math.floor(address / 250)}.${(address++ % 250) + 1}`,
  });

const seen = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  body: response.json(),
  retryAfter: response.headers['retry-after'],
});

/** A code that is surely wrong for a client: one off the code in their last SMS. */
const wrongCode = (msisdn: string) => {
  const code = sms.lastCodeTo(msisdn);
  return String((Number(code) + 1) % 10_000).padStart(4, '0');
};

async function challengesOf(subject: string) {
  return context.database.db.select().from(otpChallenges).where(eq(otpChallenges.subject, subject));
}

describe('sign-in codes for a number with and without an account', () => {
  it('answer a code request alike, and send an SMS only to the account’s phone', async () => {
    const client = await createTestUser(context.database);
    const stranger = '254700000731';
    const before = sms.messages().length;
    const known = await post('request', { Identifier: client.msisdn });
    const unknown = await post('request', { Identifier: stranger });
    expect(seen(known)).toEqual(seen(unknown));
    expect(known.json()).toEqual({
      status: true,
      data: 'If this number has an account, we have sent it a code.',
    });
    expect(
      sms
        .messages()
        .slice(before)
        .map((message) => message.to),
    ).toEqual([client.msisdn]);

    // The same work is done for both: one stored code, HMAC'd.
    const [knownChallenge] = await challengesOf(client.msisdn);
    const [unknownChallenge] = await challengesOf(stranger);
    expect(knownChallenge?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(unknownChallenge?.codeHash).toMatch(/^[0-9a-f]{64}$/);

    // A second request at once: the same refusal and the same wait.
    const knownAgain = await post('request', { Identifier: client.msisdn });
    expect(knownAgain.statusCode).toBe(429);
    expect(seen(knownAgain)).toEqual(seen(await post('request', { Identifier: stranger })));
  });

  it('answer a code request by e-mail alike, without naming the account’s phone', async () => {
    const client = await createTestUser(context.database);
    const known = await post('request', { Identifier: client.email });
    const unknown = await post('request', { Identifier: 'nobody.here@mail.com' });
    expect(seen(known)).toEqual(seen(unknown));
    expect(known.json()).toEqual({
      status: true,
      data: 'If this address has an account, we have sent a code to its phone.',
    });
    expect(known.body).not.toContain(client.msisdn.slice(-2));
  });

  it('answer a code check alike: no code asked for, a wrong code, and the fifth wrong code', async () => {
    const client = await createTestUser(context.database);
    const stranger = '254700000732';
    const noCode = [
      await post('verify', { Identifier: client.msisdn, otp: 1234 }),
      await post('verify', { Identifier: stranger, otp: 1234 }),
    ];
    expect(seen(noCode[0] as LightMyRequestResponse)).toEqual(seen(noCode[1] as LightMyRequestResponse));
    expect(noCode[0]?.statusCode).toBe(400);

    await post('request', { Identifier: client.msisdn });
    await post('request', { Identifier: stranger });
    const guess = wrongCode(client.msisdn);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const known = await post('verify', { Identifier: client.msisdn, otp: guess });
      // The stranger's code is random too, so any guess is as wrong as the client's.
      const unknown = await post('verify', { Identifier: stranger, otp: guess });
      expect(seen(known)).toEqual(seen(unknown));
      expect(known.statusCode).toBe(attempt < 5 ? 400 : 429);
    }
    // Both counted their wrong tries the same way.
    expect((await challengesOf(client.msisdn)).map((row) => row.attempts)).toEqual([5]);
    expect((await challengesOf(stranger)).map((row) => row.attempts)).toEqual([5]);
  });

  it('answer a code check by e-mail alike', async () => {
    const client = await createTestUser(context.database);
    await post('request', { Identifier: client.email });
    await post('request', { Identifier: 'nobody.else@mail.com' });
    const guess = wrongCode(client.msisdn);
    expect(seen(await post('verify', { Identifier: client.email, otp: guess }))).toEqual(
      seen(await post('verify', { Identifier: 'nobody.else@mail.com', otp: guess })),
    );
  });

  it('lock a number after ten wrong codes alike, and tell only a real holder by SMS', async () => {
    const client = await createTestUser(context.database);
    const stranger = '254700000733';
    const before = sms.messages().length;
    let last: LightMyRequestResponse[] = [];
    for (let code = 0; code < 2; code += 1) {
      await post('request', { Identifier: client.msisdn });
      await post('request', { Identifier: stranger });
      const guess = wrongCode(client.msisdn);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        last = [
          await post('verify', { Identifier: client.msisdn, otp: guess }),
          await post('verify', { Identifier: stranger, otp: guess }),
        ];
      }
      clock.advance(MINUTE);
    }
    expect(last[0]?.statusCode).toBe(429);
    expect(seen(last[0] as LightMyRequestResponse)).toEqual(seen(last[1] as LightMyRequestResponse));
    expect(seen(await post('request', { Identifier: client.msisdn }))).toEqual(
      seen(await post('request', { Identifier: stranger })),
    );
    const texts = sms.messages().slice(before);
    expect(texts.map((message) => message.to).every((to) => to === client.msisdn)).toBe(true);
  });
});
