// Wrong codes from many addresses still lock a phone (that lock is what bounds guessing,
// otp-guess-odds.ts), so its holder gets another way in: a 6-digit code by e-mail to the address they
// gave, with its own limits and locks. Answered alike with or without an account or an address.
import { beforeEach, describe, expect, it } from 'vitest';
import { OtpVerifyResponseSchema } from '../../../../src/domain/api';
import { setupTestApp } from '../../../helpers/server-app';
import { testClock } from '../../../helpers/server-clock';
import { captureMail } from '../../../helpers/server-mail';
import { captureSms } from '../../../helpers/server-sms';
import { createTestUser, uniqueMsisdn } from '../../../helpers/server-users';

const clock = testClock();
const sms = captureSms();
const mail = captureMail();
const context = setupTestApp({ clock, sms: sms.sender, mail: mail.sender });

const MINUTE = 60 * 1000;
beforeEach(() => clock.advance(90 * 24 * 60 * MINUTE));

let address = 0;
const nextIp = () => `10.67.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;
const post = (path: string, payload: Record<string, unknown>, remoteAddress = nextIp()) =>
  context.app.inject({
    method: 'POST',
    url: `/api/home-insurance/users/otp/${path}`,
    payload,
    remoteAddress,
  });

/** Strangers at ten addresses send ten wrong codes: the phone's own lock starts. */
async function lockedByStrangers(msisdn: string) {
  for (let code = 0; code < 2; code += 1) {
    await post('request', { Identifier: msisdn });
    const wrong = String((Number(sms.lastCodeTo(msisdn)) + 1) % 10_000).padStart(4, '0');
    for (let attempt = 0; attempt < 5; attempt += 1) await post('verify', { Identifier: msisdn, otp: wrong });
    clock.advance(MINUTE);
  }
  const refused = await post('request', { Identifier: msisdn });
  expect(refused.json().code).toBe('otp_phone_locked');
}

const codeIn = (to: string) =>
  /sign-in code is (\d{6})\b/.exec(mail.messages().findLast((m) => m.to === to)?.text ?? '')?.[1];

describe('a sign-in code by e-mail', () => {
  it('lets the holder of a phone strangers locked sign in, with the address they gave', async () => {
    const client = await createTestUser(context.database);
    await lockedByStrangers(client.msisdn);
    const asked = await post('email-request', { Identifier: `0${client.msisdn.slice(3)}` });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data).toBe(
      'If this number has an account with an e-mail address, we have sent a 6-digit code to it.',
    );
    const code = codeIn(client.email ?? '');
    expect(code).toMatch(/^\d{6}$/);
    const signedIn = await post('email-verify', { Identifier: client.msisdn, code });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(OtpVerifyResponseSchema.parse(signedIn.json()).user.id).toBe(client.id);
  });

  it('answers alike, and sends nothing, without an account or without an address its holder gave', async () => {
    const before = mail.messages().length;
    const unproven = await createTestUser(context.database, { detailsProvenAt: null });
    const answers = [];
    for (const Identifier of [uniqueMsisdn(), unproven.msisdn]) {
      const asked = await post('email-request', { Identifier });
      answers.push([asked.statusCode, asked.body]);
      const tried = await post('email-verify', { Identifier, code: '123456' });
      answers.push([tried.statusCode, tried.body]);
    }
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[3]).toEqual(answers[1]);
    expect(mail.messages().length).toBe(before);
  });

  it('takes six digits only, kills a code at its fifth wrong try, and never takes an SMS code', async () => {
    const client = await createTestUser(context.database);
    const short = await post('email-verify', { Identifier: client.msisdn, code: '1234' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Please enter the 6-digit code from the e-mail.');

    await post('request', { Identifier: client.msisdn });
    const smsCode = sms.lastCodeTo(client.msisdn);
    const bySms = await post('email-verify', { Identifier: client.msisdn, code: `00${smsCode}` });
    expect(bySms.json().code).toBe('otp_expired');

    await post('email-request', { Identifier: client.msisdn });
    const right = codeIn(client.email ?? '') ?? '';
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await post('email-verify', { Identifier: client.msisdn, code: wrong });
      expect(answer.json().code).toBe(attempt < 5 ? 'otp_incorrect' : 'otp_locked');
    }
    expect((await post('email-verify', { Identifier: client.msisdn, code: right })).statusCode).toBe(429);
  });
});
