// Every SMS that carries a one-time code ends with the WebOTP line, `@<SITE_ORIGIN's host> #<code>`, on
// its own last line, so a phone's browser can fill the code by itself: sign-in, password reset, signup
// and a profile's new phone. The lock SMS carries no code, and no line.
import { describe, expect, it } from 'vitest';
import type { User } from '../../../../src/server/db/schema';
import { setupTestApp, testConfig } from '../../../helpers/server-app';
import { freshLimitsForEachTest, testClock } from '../../../helpers/server-clock';
import { signIn } from '../../../helpers/server-sign-in';
import { signupBody } from '../../../helpers/server-signup';
import { captureSms } from '../../../helpers/server-sms';
import { createTestUser, uniqueMsisdn } from '../../../helpers/server-users';

const clock = testClock();
const sms = captureSms();
// A port in SITE_ORIGIN is left out: the spec binds a code to an https origin without one.
const context = setupTestApp({
  clock,
  sms: sms.sender,
  config: testConfig({ SITE_ORIGIN: 'https://kinga-insurance.co.ke:8443' }),
});
freshLimitsForEachTest(clock);

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'POST', url: `/api/home-insurance/users/${url}`, payload, headers });

/** The newest SMS to `to`, as its lines. */
function lastLinesTo(to: string): string[] {
  const message = sms
    .messages()
    .filter((sent) => sent.to === to)
    .at(-1);
  if (!message) throw new Error(`no SMS to ${to}`);
  return message.text.split('\n');
}

function expectWebOtpLine(to: string, code: string) {
  const lines = lastLinesTo(to);
  expect(lines.at(-1)).toBe(`@kinga-insurance.co.ke #${code}`);
  // The code is still in the sentence above it, for a person reading the message.
  expect(lines.slice(0, -1).join('\n')).toContain(code);
}

describe('the WebOTP line in code SMS', () => {
  it('ends the sign-in code SMS', async () => {
    const user = await createTestUser(context.database);
    expect((await post('otp/request', { Identifier: user.msisdn })).statusCode).toBe(200);
    expectWebOtpLine(user.msisdn, sms.lastCodeTo(user.msisdn));
  });

  it('ends the password reset SMS', async () => {
    const user = await createTestUser(context.database);
    expect((await post('forgot-password', { Identifier: user.msisdn })).statusCode).toBe(200);
    expectWebOtpLine(user.msisdn, sms.lastResetCodeTo(user.msisdn));
  });

  it('ends the signup code SMS', async () => {
    const body = signupBody();
    const answer = await post('signup', body);
    expect(answer.statusCode, answer.body).toBe(202);
    const msisdn = `254${body.msisdn.slice(1)}`;
    expectWebOtpLine(msisdn, sms.lastSignupCodeTo(msisdn));
  });

  it('ends the SMS to a profile’s new phone', async () => {
    const user: User = await createTestUser(context.database);
    const token = await signIn(context.app, sms, user.msisdn, '10.77.0.1');
    const newPhone = uniqueMsisdn();
    const saved = await context.app.inject({
      method: 'PUT',
      url: `/api/home-insurance/users/${user.id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: {
        name: user.name,
        email: user.email ?? '',
        msisdn: `0${newPhone.slice(3)}`,
        id_number: user.idNumber ?? '',
        profession: user.profession ?? '',
        kra_pin: user.kraPin ?? '',
        address: user.address ?? '',
        physicalAddress: user.physicalAddress ?? '',
        id: user.id,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expectWebOtpLine(newPhone, sms.lastPhoneChangeCodeTo(newPhone));
  });
});
