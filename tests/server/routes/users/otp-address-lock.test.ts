// A stranger cannot lock a client out of code sign-in. Wrong codes lock the phone first
// only at the address they came from (8 wrong codes), and the per-phone rate of checks counts per address
// too, so the holder, elsewhere, still signs in; only guesses from several addresses reach the phone's own
// lock (otp-phone-lock.test.ts), which bounds guessing as docs/security.md computes. A refusal says how long to
// wait, in minutes.
import { beforeEach, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../helpers/server-app';
import { testClock } from '../../../helpers/server-clock';
import { captureSms } from '../../../helpers/server-sms';
import { createTestUser } from '../../../helpers/server-users';

const clock = testClock();
const sms = captureSms();
const context = setupTestApp({ clock, sms: sms.sender });

const MINUTE = 60 * 1000;
// Far past any lock of the test before.
beforeEach(() => clock.advance(90 * 24 * 60 * MINUTE));

const stranger = '10.66.0.1';
const holderAddress = '10.66.0.2';

const post = (path: 'request' | 'verify', payload: Record<string, unknown>, remoteAddress: string) =>
  context.app.inject({
    method: 'POST',
    url: `/api/home-insurance/users/otp/${path}`,
    payload,
    remoteAddress,
  });

const wrongFor = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

/** A stranger at one address asks for codes to the holder's phone and guesses each five times. */
async function strangerGuesses(msisdn: string, codes: number) {
  const answers = [];
  for (let round = 0; round < codes; round += 1) {
    answers.push(await post('request', { Identifier: msisdn }, stranger));
    const wrong = wrongFor(sms.lastCodeTo(msisdn));
    for (let attempt = 0; attempt < 5; attempt += 1) {
      answers.push(await post('verify', { Identifier: msisdn, otp: wrong }, stranger));
    }
    clock.advance(MINUTE);
  }
  return answers;
}

describe('wrong codes from one address', () => {
  it('lock the phone at that address only: its holder, elsewhere, still signs in', async () => {
    const client = await createTestUser(context.database);
    const answers = await strangerGuesses(client.msisdn, 3);
    expect(answers.at(-1)?.statusCode).toBe(429);

    expect((await post('request', { Identifier: client.msisdn }, holderAddress)).statusCode).toBe(200);
    const signedIn = await post(
      'verify',
      { Identifier: client.msisdn, otp: sms.lastCodeTo(client.msisdn) },
      holderAddress,
    );
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('are refused there for 2 hours, in minutes, and the holder gets no lock SMS for it', async () => {
    const client = await createTestUser(context.database);
    const before = sms.messages().length;
    const answers = await strangerGuesses(client.msisdn, 2);
    // The first code's fifth wrong try kills that code only; the eighth wrong code locks the address.
    expect(answers[5]?.json().code).toBe('otp_locked');
    expect(answers.slice(7, 9).map((answer) => answer.statusCode)).toEqual([400, 400]);
    const locked = answers[9];
    expect(locked?.statusCode).toBe(429);
    expect(locked?.json()).toEqual({
      status: false,
      message: 'Too many wrong codes for this number. Please try again in 120 minutes.',
      code: 'otp_address_locked',
    });
    expect(Number(locked?.headers['retry-after'])).toBe(2 * 60 * 60);
    // Only the sign-in code reached the phone; nothing says the holder's sign-in is paused.
    expect(
      sms
        .messages()
        .slice(before)
        .filter((message) => /paused/.test(message.text)),
    ).toEqual([]);

    clock.advance(MINUTE);
    const again = await post('request', { Identifier: client.msisdn }, stranger);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(
      'Too many wrong codes for this number. Please try again in 118 minutes.',
    );
  });
});
