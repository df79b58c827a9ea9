// The holder's language (issue 28): a purchase, a sign-in and the portal's choice record it on the
// account, and what the server sends and prints for them afterwards is in it, whoever triggers the
// sending (Safaricom's callback carries no language): the payment's SMS and e-mail, and the cover note,
// the payment receipt and the policy schedule. An English purchase keeps the spec's English.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema, OtpVerifyResponseSchema } from '../../../src/domain/api';
import { languageChoiceMessages } from '../../../src/domain/api/language-choice';
import { coverNoteWords } from '../../../src/domain/documents/cover-note';
import { documentWords } from '../../../src/domain/documents/document-words';
import { readInLanguage } from '../../../src/domain/language/current-language';
import { paymentLetters } from '../../../src/domain/letters/payment-letters';
import { otpMessages } from '../../../src/domain/otp-messages';
import { queryRows } from '../../../src/server/db/query-rows';
import { nextAddress } from '../../helpers/client-addresses';
import { readPdf } from '../../helpers/pdf-text';
import { setupTestApp, testConfig } from '../../helpers/server-app';
import { freshLimitsForEachTest, testClock } from '../../helpers/server-clock';
import { captureMail } from '../../helpers/server-mail';
import { setupTestMpesa } from '../../helpers/server-mpesa';
import { buyAndPayCover, quoteFor, TEST_CALLBACK_TOKEN } from '../../helpers/server-payments';
import { captureSms } from '../../helpers/server-sms';
import { uniqueMsisdn } from '../../helpers/server-users';

const clock = testClock();
const sms = captureSms();
const mail = captureMail();
const context = setupTestApp({
  config: testConfig({ MPESA_CALLBACK_TOKEN: TEST_CALLBACK_TOKEN }),
  clock,
  sms: sms.sender,
  mail: mail.sender,
  mpesa: setupTestMpesa(),
});

let quotation: Awaited<ReturnType<typeof quoteFor>>;
beforeAll(async () => {
  quotation = await quoteFor(context.app);
});
freshLimitsForEachTest(clock);

const sw = <T>(read: () => T) => readInLanguage('sw', read);
const en = <T>(read: () => T) => readInLanguage('en', read);
const flat = (text: string) => text.replace(/\s+/g, ' ');

const languageOf = async (msisdn: string) =>
  (
    await queryRows<{ language: string }>(
      context.database.db,
      sql`select language from users where msisdn = ${msisdn}`,
    )
  )[0]?.language;

/** Buys a cover for `holder`'s phone with the page in `language`, and pays it by M-Pesa's callback. */
async function buyAndPay(holder: string, language: 'en' | 'sw') {
  const paid = await buyAndPayCover(context.app, quotation, holder, {
    headers: { 'accept-language': language === 'sw' ? 'sw-KE,sw;q=0.9' : 'en-KE,en;q=0.9' },
    remoteAddress: nextAddress(),
  });
  await context.app.notifications.drain();
  return paid;
}

/** Signs in by a code, asked for and checked in `language`. */
async function signIn(msisdn: string, language: 'en' | 'sw') {
  const remoteAddress = nextAddress();
  await context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/users/otp/request',
    payload: { Identifier: msisdn },
    headers: { 'accept-language': language },
    remoteAddress,
  });
  const verified = await context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/users/otp/verify',
    payload: { Identifier: msisdn, otp: Number(sms.lastCodeTo(msisdn)) },
    headers: { 'accept-language': language },
    remoteAddress,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  const { user_token, user } = OtpVerifyResponseSchema.parse(verified.json());
  return { authorization: `Bearer ${user_token}`, userId: String(user.id) };
}

const smsTo = (msisdn: string) => sms.messages().filter((message) => message.to === msisdn);
const mailTo = (address: string) => mail.messages().filter((message) => message.to === address);

describe('a purchase made in Kiswahili', () => {
  it('records Kiswahili on the account, and its payment SMS and e-mail are in Kiswahili', async () => {
    const holder = uniqueMsisdn();
    const { receipt, email } = await buyAndPay(holder, 'sw');
    expect(await languageOf(holder)).toBe('sw');

    const [text] = smsTo(holder);
    expect(text?.text).toMatch(/^Kinga: ombi limepokelewa\. KSh [\d,]+ zimelipwa, risiti ya M-Pesa /);
    expect(text?.text).toContain(receipt);
    expect(text?.text).not.toContain('application received');

    const [message] = mailTo(email);
    expect(message?.subject).toMatch(/^Ombi limepokelewa: sera ya bima /);
    for (const line of [
      sw(() => paymentLetters.receivedThanks),
      sw(() => paymentLetters.policySummary),
      sw(() => paymentLetters.reviewWithin),
      sw(() => paymentLetters.ownership({ ownership: 'Tenant' })),
      `Risiti ya M-Pesa: ${receipt}`,
    ])
      expect(message?.text).toContain(line);
    expect(message?.text).not.toContain(en(() => paymentLetters.receivedThanks));
    // The cover note goes with it, printed in Kiswahili too.
    const [attachment] = message?.attachments ?? [];
    const note = flat((await readPdf(attachment?.content as Buffer)).text);
    expect(note).toContain(sw(() => coverNoteWords.title));
  });

  it('keeps the spec’s English when the same purchase is made in English', async () => {
    const holder = uniqueMsisdn();
    const { receipt, email } = await buyAndPay(holder, 'en');
    expect(await languageOf(holder)).toBe('en');
    const [text] = smsTo(holder);
    expect(text?.text).toMatch(/^Kinga: application received\. KSh [\d,]+ paid, M-Pesa receipt /);
    expect(text?.text).toContain(`${receipt} for policy `);
    expect(text?.text).toMatch(/Review within 24-48 hours; documents follow by e-mail\.$/);
    const [message] = mailTo(email);
    expect(message?.subject).toMatch(/^Application received: policy /);
    expect(message?.text).toContain(
      'Thank you. Your application has been received, together with your M-Pesa payment.',
    );
    expect(message?.text).toContain('Ownership: Tenant');
    expect(message?.text).not.toContain(sw(() => paymentLetters.receivedThanks));
  });
});

describe('a Kiswahili holder’s documents', () => {
  it('print the cover note, the receipt and the schedule in Kiswahili, the legal terms in English', async () => {
    const holder = uniqueMsisdn();
    const { coverId } = await buyAndPay(holder, 'sw');
    const headers = await signIn(holder, 'sw');
    const pdfOf = async (name: string) => {
      const response = await context.app.inject({
        method: 'GET',
        url: `/api/home-insurance/covers/${coverId}/${name}.pdf`,
        headers: { authorization: headers.authorization, 'accept-language': 'sw' },
      });
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      return readPdf(response.rawPayload);
    };

    const note = await pdfOf('cover-note');
    const noteText = flat(note.text);
    expect(noteText).toContain(sw(() => coverNoteWords.title));
    expect(noteText).toContain(sw(() => documentWords.sumsInsured));
    expect(noteText).toContain(sw(() => documentWords.legalInEnglish));
    // The validity clause in English (binding), then its Kiswahili summary.
    expect(noteText).toContain('This cover note is temporary evidence of cover.');
    expect(noteText).toContain('Hati hii ni uthibitisho wa muda wa bima.');
    expect(noteText).toMatch(/Ukurasa 1 kati ya 1/);

    const receipt = flat((await pdfOf('receipt')).text);
    expect(receipt).toContain(sw(() => documentWords.receipt));
    expect(receipt).toContain(sw(() => documentWords.whatThePaymentCovers));
    expect(receipt).toContain(sw(() => documentWords.totalPaid));
    expect(receipt).not.toContain(en(() => documentWords.whatThePaymentCovers));

    await context.database.db.execute(
      sql`update covers set review_status = 'approved' where id = ${coverId}`,
    );
    const schedule = flat((await pdfOf('schedule')).text);
    expect(schedule).toContain(sw(() => documentWords.schedule));
    expect(schedule).toContain(sw(() => documentWords.theInsured));
    expect(schedule).toContain(sw(() => documentWords.theProperty));
    expect(schedule).toContain(sw(() => documentWords.legalInEnglish));
    expect(schedule).not.toContain(en(() => documentWords.theInsured));
  });

  it('says its language in the PDF’s metadata', async () => {
    const holder = uniqueMsisdn();
    const { coverId, paymentToken } = await buyAndPay(holder, 'sw');
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/home-insurance/covers/${coverId}/receipt.pdf`,
      headers: { 'x-payment-token': paymentToken },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.toString('latin1')).toContain('/Lang (sw-KE)');
  });
});

describe('the account’s language', () => {
  it('is recorded by a sign-in, in the language the sign-in asked in', async () => {
    const holder = uniqueMsisdn();
    await buyAndPay(holder, 'en');
    await signIn(holder, 'sw');
    expect(await languageOf(holder)).toBe('sw');
    // The code came in the Kiswahili of the request, and the tests' reader of codes found it there.
    expect(smsTo(holder).at(-1)?.text).toContain(
      readInLanguage('sw', () => otpMessages.codeSms(sms.lastCodeTo(holder))),
    );
    clock.advance(60_000); // past the phone's one code every 30 seconds
    await signIn(holder, 'en');
    expect(await languageOf(holder)).toBe('en');
  });

  it('is saved by PUT /users/:id/language, which refuses anything but en and sw with a clear 400', async () => {
    const holder = uniqueMsisdn();
    await buyAndPay(holder, 'en');
    const { authorization, userId } = await signIn(holder, 'en');
    const choose = (language: unknown, headers: Record<string, string> = {}) =>
      context.app.inject({
        method: 'PUT',
        url: `/api/home-insurance/users/${userId}/language`,
        payload: { language },
        headers: { authorization, ...headers },
      });

    const saved = await choose('sw', { 'accept-language': 'sw' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      status: true,
      message: sw(() => languageChoiceMessages.saved),
      data: { language: 'sw' },
    });
    expect(await languageOf(holder)).toBe('sw');

    for (const wrong of ['fr', 'SW', '', 7, null]) {
      const refused = await choose(wrong);
      expect(refused.statusCode, String(wrong)).toBe(400);
      expect(ApiErrorSchema.parse(refused.json()).message).toBe(languageChoiceMessages.unknown);
    }
    const inKiswahili = await choose('de', { 'accept-language': 'sw' });
    expect(ApiErrorSchema.parse(inKiswahili.json()).message).toBe(sw(() => languageChoiceMessages.unknown));
    expect(await languageOf(holder)).toBe('sw');

    expect((await choose('en')).statusCode).toBe(200);
    expect(await languageOf(holder)).toBe('en');
  });

  it('is anyone else’s to choose only as a 404', async () => {
    const holder = uniqueMsisdn();
    await buyAndPay(holder, 'en');
    const { authorization } = await signIn(holder, 'en');
    const other = await context.app.inject({
      method: 'PUT',
      url: '/api/home-insurance/users/00000000-0000-4000-8000-000000000000/language',
      payload: { language: 'sw' },
      headers: { authorization },
    });
    expect(other.statusCode).toBe(404);
  });
});
