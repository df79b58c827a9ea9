import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ApiErrorSchema,
  OtpVerifyResponseSchema,
  UserLookupResponseSchema,
} from '../../../../src/domain/api';
import { otpChallenges, sessions } from '../../../../src/server/db/schema';
import { createOtpChallengesRepository } from '../../../../src/server/services/auth/otp-challenges-repository';
import { hashOtpCode } from '../../../../src/server/services/auth/otp-code';
import { setupTestApp, testConfig } from '../../../helpers/server-app';
import { testClock } from '../../../helpers/server-clock';
import { captureSms } from '../../../helpers/server-sms';
import { createTestUser } from '../../../helpers/server-users';
import { expectWaitSaid } from '../../../helpers/wait-refusal';

const clock = testClock();
const sms = captureSms();
const context = setupTestApp({ clock, sms: sms.sender });

const MINUTE = 60 * 1000;
// Every test starts with fresh hourly limits.
beforeEach(() => clock.advance(2 * 60 * MINUTE));

function requestCode(identifier: string, remoteAddress = '127.0.0.1') {
  return context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/users/otp/request',
    payload: { Identifier: identifier },
    remoteAddress,
  });
}

function verify(identifier: string, otp: number | string) {
  return context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/users/otp/verify',
    payload: { Identifier: identifier, otp },
  });
}

/** A code that is not `code`. */
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('POST /api/home-insurance/users/otp/request', () => {
  it('sends one SMS with a 4-digit code to the account’s phone', async () => {
    const user = await createTestUser(context.database, { msisdn: '254712345678' });
    const before = sms.messages().length;
    const response = await requestCode('0712 345 678');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      data: 'If this number has an account, we have sent it a code.',
    });
    const sent = sms.messages().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe(user.msisdn);
    expect(sent[0]?.text).toMatch(/\b\d{4}\b/);
  });

  it('answers a number without an account as any other, and sends nothing', async () => {
    const before = sms.messages().length;
    const response = await requestCode('0700000009');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      data: 'If this number has an account, we have sent it a code.',
    });
    expect(sms.messages()).toHaveLength(before);
  });

  it('refuses a number that is not Kenyan', async () => {
    const response = await requestCode('+1 555 0100');
    expect(response.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(response.json()).message).toBe(
      'Please enter a valid Kenyan phone number (07XXXXXXXX or +254XXXXXXXXX)',
    );
  });

  it('refuses an empty number with the spec’s message', async () => {
    const response = await requestCode('');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Phone number is required.');
  });

  it('sends at most one code every 30 seconds to a phone', async () => {
    const user = await createTestUser(context.database);
    expect((await requestCode(user.msisdn)).statusCode).toBe(200);
    clock.advance(10_000);
    const refused = await requestCode(user.msisdn);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('20');
    expect(refused.json().message).toBe('Too many code requests. Please try again in 1 minute.');
    clock.advance(20_000);
    expect((await requestCode(user.msisdn)).statusCode).toBe(200);
  });

  it('sends one code when a double tap sends two requests at once', async () => {
    const user = await createTestUser(context.database);
    const before = sms.messages().length;
    const statuses = (await Promise.all([requestCode(user.msisdn), requestCode(user.msisdn)])).map(
      (response) => response.statusCode,
    );
    expect(statuses.sort()).toEqual([200, 429]);
    expect(sms.messages().length - before).toBe(1);
  });

  it('sends at most five codes an hour to a phone', async () => {
    const user = await createTestUser(context.database);
    for (let send = 0; send < 5; send += 1) {
      expect((await requestCode(user.msisdn)).statusCode).toBe(200);
      clock.advance(MINUTE);
    }
    const hourly = await requestCode(user.msisdn);
    expectWaitSaid(hourly, 'Too many code requests.');
    expect(hourly.json().message).toBe('Too many code requests. Please try again in 55 minutes.');
    clock.advance(56 * MINUTE);
    expect((await requestCode(user.msisdn)).statusCode).toBe(200);
  });

  it('accepts at most 20 requests an hour from one address, also for numbers without an account', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const response = await requestCode(`07000001${String(attempt).padStart(2, '0')}`, '10.2.2.2');
      expect(response.statusCode).toBe(200);
    }
    const user = await createTestUser(context.database);
    const refused = await requestCode(user.msisdn, '10.2.2.2');
    expect(refused.statusCode).toBe(429);
    expectWaitSaid(refused, 'Too many code requests.');
    expect((await requestCode(user.msisdn, '10.2.2.3')).statusCode).toBe(200);
  });
});

describe('POST /api/home-insurance/users/otp/verify', () => {
  it('signs in with the code from the SMS, and the token then works', async () => {
    const user = await createTestUser(context.database);
    await requestCode(user.msisdn);
    const response = await verify(`0${user.msisdn.slice(3)}`, Number(sms.lastCodeTo(user.msisdn)));
    expect(response.statusCode, response.body).toBe(200);
    const body = OtpVerifyResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      status: 'success',
      message: 'Signed in successfully.',
      user: { id: user.id, msisdn: user.msisdn, name: user.name },
    });
    expect(body.user_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const lookup = await context.app.inject({
      method: 'GET',
      url: `/api/home-insurance/users/exists/${user.msisdn}`,
      headers: { authorization: `Bearer ${body.user_token}` },
    });
    expect(UserLookupResponseSchema.parse(lookup.json()).data.user?.id).toBe(user.id);
  });

  it('keeps only a hash of the session token, valid for 30 days', async () => {
    const user = await createTestUser(context.database);
    await requestCode(user.msisdn);
    const token = (await verify(user.msisdn, sms.lastCodeTo(user.msisdn))).json().user_token as string;
    const [session] = await context.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(session?.expiresAt.getTime()).toBe(clock.now().getTime() + 30 * 24 * 60 * MINUTE);
  });

  it('accepts a code whose leading zeros were lost on the way (0042 sent as 42)', async () => {
    const user = await createTestUser(context.database);
    // A code of 0042, stored as the service stores one (codes are random, so this one is planted).
    const id = randomUUID();
    await createOtpChallengesRepository(context.database.db).insert({
      id,
      userId: user.id,
      subject: user.msisdn,
      codeHash: hashOtpCode(testConfig().otpSecret, id, '0042'),
      requesterIp: '127.0.0.1',
      expiresAt: new Date(clock.now().getTime() + 5 * MINUTE),
      createdAt: clock.now(),
    });
    expect((await verify(user.msisdn, 42)).statusCode).toBe(200);
  });

  it('accepts the code as text too', async () => {
    const user = await createTestUser(context.database);
    await requestCode(user.msisdn);
    expect((await verify(user.msisdn, sms.lastCodeTo(user.msisdn))).statusCode).toBe(200);
  });

  it('says the code is incorrect, and kills it at the fifth wrong try', async () => {
    const user = await createTestUser(context.database);
    await requestCode(user.msisdn);
    const code = sms.lastCodeTo(user.msisdn);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await verify(user.msisdn, wrongCodeFor(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        status: false,
        message: 'The code is incorrect.',
        code: 'otp_incorrect',
      });
    }
    const fifth = await verify(user.msisdn, wrongCodeFor(code));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe('Too many wrong codes. Please request a new code.');
    // Even the right code no longer works.
    expect((await verify(user.msisdn, code)).statusCode).toBe(429);

    clock.advance(MINUTE);
    await requestCode(user.msisdn);
    expect((await verify(user.msisdn, sms.lastCodeTo(user.msisdn))).statusCode).toBe(200);
  });

  it('accepts a code for the 5 minutes its SMS states, and not after', async () => {
    const user = await createTestUser(context.database);
    await requestCode(user.msisdn);
    expect(sms.messages().at(-1)?.text).toContain('It expires in 5 minutes.');
    clock.advance(5 * MINUTE - 1000);
    expect((await verify(user.msisdn, sms.lastCodeTo(user.msisdn))).statusCode).toBe(200);

    clock.advance(MINUTE);
    await requestCode(user.msisdn);
    clock.advance(5 * MINUTE);
    const expired = await verify(user.msisdn, sms.lastCodeTo(user.msisdn));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('This code has expired. Please request a new code.');
  });

  it('accepts a code once only', async () => {
    const user = await createTestUser(context.database);
    await requestCode(user.msisdn);
    const code = sms.lastCodeTo(user.msisdn);
    expect((await verify(user.msisdn, code)).statusCode).toBe(200);
    expect((await verify(user.msisdn, code)).json().message).toBe(
      'This code has expired. Please request a new code.',
    );
  });

  it('stops an older code working once a new one is sent', async () => {
    const user = await createTestUser(context.database);
    await requestCode(user.msisdn);
    const first = sms.lastCodeTo(user.msisdn);
    clock.advance(MINUTE);
    await requestCode(user.msisdn);
    const second = sms.lastCodeTo(user.msisdn);
    if (first !== second) expect((await verify(user.msisdn, first)).statusCode).toBe(400);
    expect((await verify(user.msisdn, second)).statusCode).toBe(200);
  });

  it('answers a number without an account as one with no code sent', async () => {
    const response = await verify('0700000019', 1234);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This code has expired. Please request a new code.');
  });

  it('refuses a code that is not 4 digits', async () => {
    const user = await createTestUser(context.database);
    expect((await verify(user.msisdn, '12345')).statusCode).toBe(400);
    expect((await verify(user.msisdn, 'abcd')).statusCode).toBe(400);
  });
});

describe('one-time codes asked for by e-mail address', () => {
  it('sends the code by SMS to the account’s phone without naming the phone', async () => {
    const user = await createTestUser(context.database, { msisdn: '254798765443' });
    const before = sms.messages().length;
    const response = await requestCode(`  ${user.email?.toUpperCase()} `);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      data: 'If this address has an account, we have sent a code to its phone.',
    });
    expect(response.body).not.toContain('43');
    const sent = sms.messages().slice(before);
    expect(sent.map((message) => message.to)).toEqual([user.msisdn]);
  });

  it('signs in with the code when verified with the same address', async () => {
    const user = await createTestUser(context.database);
    await requestCode(user.email ?? '');
    const response = await verify(user.email ?? '', sms.lastCodeTo(user.msisdn));
    expect(response.statusCode, response.body).toBe(200);
    expect(OtpVerifyResponseSchema.parse(response.json()).user.id).toBe(user.id);
  });

  it('keeps only a hash of the code', async () => {
    const user = await createTestUser(context.database);
    await requestCode(user.email ?? '');
    const code = sms.lastCodeTo(user.msisdn);
    const [challenge] = await context.database.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.userId, user.id));
    expect(challenge?.codeHash).not.toContain(code);
    expect(challenge?.codeHash).toBe(hashOtpCode(testConfig().otpSecret, challenge?.id ?? '', code));
  });

  it('answers an address without an account as any other, and sends nothing', async () => {
    const before = sms.messages().length;
    const response = await requestCode('nobody.here@mail.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      data: 'If this address has an account, we have sent a code to its phone.',
    });
    expect(sms.messages()).toHaveLength(before);
    expect((await verify('nobody.here@mail.com', 1234)).statusCode).toBe(400);
  });

  it('refuses an address that is not one, in the spec’s words', async () => {
    const response = await requestCode('jane@mail');
    expect(response.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(response.json())).toEqual({
      status: false,
      message: 'Please enter a valid email address',
      errors: [{ path: 'Identifier', message: 'Please enter a valid email address' }],
    });
  });

  it('shares the phone’s limits: one code every 30 seconds and five an hour, by address or by phone', async () => {
    const user = await createTestUser(context.database);
    expect((await requestCode(user.email ?? '')).statusCode).toBe(200);
    clock.advance(10_000);
    expect((await requestCode(user.msisdn)).statusCode).toBe(429);
    clock.advance(20_000);
    for (let send = 1; send < 5; send += 1) {
      expect((await requestCode(send % 2 === 0 ? user.msisdn : (user.email ?? ''))).statusCode).toBe(200);
      clock.advance(MINUTE);
    }
    const sixth = await requestCode(user.email ?? '');
    expect(sixth.statusCode).toBe(429);
    expectWaitSaid(sixth, 'Too many code requests.');
  });

  it('counts requests by address against the 20 an hour from one network address', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await requestCode(`probe${attempt}@mail.com`, '10.3.3.3')).statusCode).toBe(200);
    }
    const user = await createTestUser(context.database);
    expect((await requestCode(user.email ?? '', '10.3.3.3')).statusCode).toBe(429);
  });

  it('kills the code at the fifth wrong try and refuses it after 5 minutes', async () => {
    const user = await createTestUser(context.database);
    const email = user.email ?? '';
    await requestCode(email);
    const code = sms.lastCodeTo(user.msisdn);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await verify(email, wrongCodeFor(code))).json().message).toBe('The code is incorrect.');
    }
    expect((await verify(email, wrongCodeFor(code))).statusCode).toBe(429);
    expect((await verify(email, code)).statusCode).toBe(429);

    clock.advance(MINUTE);
    await requestCode(email);
    clock.advance(5 * MINUTE);
    const expired = await verify(email, sms.lastCodeTo(user.msisdn));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('This code has expired. Please request a new code.');
  });
});

describe('one-time codes and the logs', () => {
  const logLines: string[] = [];
  const traced = setupTestApp({
    clock,
    sms: sms.sender,
    config: testConfig({ LOG_LEVEL: 'trace' }),
    logDestination: { write: (line) => logLines.push(line) },
  });

  /** Every string anywhere in the JSON log lines (numbers are times, statuses and durations). */
  const loggedStrings = () => {
    const strings: string[] = [];
    const walk = (value: unknown): void => {
      if (typeof value === 'string') strings.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    for (const line of logLines) walk(JSON.parse(line));
    return strings;
  };

  it('never writes a code or a session token to the log, even at trace level', async () => {
    const user = await createTestUser(traced.database);
    const send = (url: string, payload: Record<string, string>) =>
      traced.app.inject({ method: 'POST', url: `/api/home-insurance/users/otp/${url}`, payload });
    await send('request', { Identifier: user.msisdn });
    const code = sms.lastCodeTo(user.msisdn);
    // Sent as text, so a leak would show up as a string in the log.
    await send('verify', { Identifier: user.msisdn, otp: wrongCodeFor(code) });
    const verified = await send('verify', { Identifier: user.msisdn, otp: code });
    expect(verified.statusCode).toBe(200);

    expect(logLines.join('')).toContain('incoming request');
    const codePattern = new RegExp(`\\b(${code}|${wrongCodeFor(code)})\\b`);
    expect(loggedStrings().filter((text) => codePattern.test(text))).toEqual([]);
    expect(logLines.join('')).not.toContain(verified.json().user_token);
  });
});
