// Account pre-hijacking: anyone can buy a cover naming someone else's phone. Until someone proves they
// hold that phone (a sign-in code, or an M-Pesa payment confirmed from it), what an anonymous purchase
// sends stays with its cover and never becomes the account's, so it cannot catch the owner's mail.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  OtpVerifyResponseSchema,
  PaymentStatusResponseSchema,
  StkPushResponseSchema,
  UserLookupResponseSchema,
} from '../../../../src/domain/api';
import { setupTestApp, testConfig } from '../../../helpers/server-app';
import { captureMail } from '../../../helpers/server-mail';
import { setupTestMpesa } from '../../../helpers/server-mpesa';
import { buyBody, payerEndingIn, quoteFor, waitFor } from '../../../helpers/server-payments';
import { signIn } from '../../../helpers/server-sign-in';
import { captureSms } from '../../../helpers/server-sms';

const sms = captureSms();
const mail = captureMail();
const mpesa = setupTestMpesa();
const context = setupTestApp({
  config: testConfig(),
  sms: sms.sender,
  mail: mail.sender,
  mpesa,
});

let quotation: Awaited<ReturnType<typeof quoteFor>>;
beforeAll(async () => {
  // Listening, so the simulator's callbacks (with the paying phone) reach the app.
  await context.app.listen({ host: '127.0.0.1', port: 0 });
  quotation = await quoteFor(context.app);
});

const mallory = { name: 'Mallory Otieno', email: 'mallory@attacker.example' };

/** Buys a cover for `holder`'s phone with `details`, paid from `payer`, and waits for the payment. */
async function buyAndPay(holder: string, payer: string, details: { name: string; email: string }) {
  const body = buyBody(quotation, payer);
  body.user = { ...body.user, ...details, msisdn: holder };
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/quotations/buy-product',
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  const bought = StkPushResponseSchema.parse(response.json());
  await waitFor(async () => {
    const status = await context.app.inject({
      method: 'POST',
      url: `/api/home-insurance/mpesa/stkstatus/${bought.checkout_request_id}`,
      headers: { 'x-payment-token': bought.data.payment_token ?? '' },
    });
    return PaymentStatusResponseSchema.parse(status.json()).status === 'success';
  });
  await context.app.notifications.drain();
  return bought;
}

const lookUp = async (phoneOrEmail: string, token?: string) => {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/home-insurance/users/exists/${phoneOrEmail}`,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
  return UserLookupResponseSchema.parse(response.json()).data;
};

describe('an anonymous purchase for someone else’s phone', () => {
  it('does not catch the owner’s confirmation e-mail, and the owner’s paid purchase sets the account’s details', async () => {
    const victimPhone = payerEndingIn('5555');
    const victim = { name: 'Wanjiru Kamau', email: `wanjiru.${victimPhone}@mail.com` };
    // The attacker gets there first, naming the victim's phone, and even pays from their own.
    const attackersCover = await buyAndPay(victimPhone, payerEndingIn('5555'), mallory);
    const victimsCover = await buyAndPay(victimPhone, victimPhone, victim);

    const about = (reference: string) =>
      mail.messages().filter((message) => message.text.includes(reference));
    expect(about(victimsCover.data.reference).map((message) => message.to)).toEqual([victim.email]);
    expect(about(victimsCover.data.reference)[0]?.text).toContain(`Dear ${victim.name},`);
    // The attacker hears only of the cover they bought themselves, never anything of the victim's.
    const toMallory = mail.messages().filter((message) => message.to === mallory.email);
    expect(toMallory.map((message) => message.subject)).toEqual([
      `Application received: policy ${attackersCover.data.reference}`,
    ]);
    expect(toMallory.some((message) => message.text.includes(victim.name))).toBe(false);

    // The account's details are the victim's: what the phone's holder sees once signed in.
    const token = await signIn(context.app, sms, victimPhone);
    expect((await lookUp(victimPhone, token)).user).toMatchObject({
      name: victim.name,
      email: victim.email,
      msisdn: victimPhone,
    });
    expect((await lookUp(victimPhone)).hints).toEqual({
      name: 'W*** K***',
      email: `w***@mail.com`,
      msisdn: `${victimPhone.slice(0, 4)}******${victimPhone.slice(-2)}`,
    });
    expect((await lookUp(mallory.email)).exists).toBe(false);
  });

  it('leaves the account without details: the lookup, and the holder once signed in, see none of them', async () => {
    const victimPhone = payerEndingIn('5555');
    await buyAndPay(victimPhone, payerEndingIn('5555'), mallory);

    expect((await lookUp(victimPhone)).hints).toEqual({
      name: '',
      email: null,
      msisdn: `${victimPhone.slice(0, 4)}******${victimPhone.slice(-2)}`,
    });
    const verified = await context.app.inject({
      method: 'POST',
      url: '/api/home-insurance/users/otp/request',
      payload: { Identifier: victimPhone },
    });
    expect(verified.statusCode).toBe(200);
    const signedIn = await context.app.inject({
      method: 'POST',
      url: '/api/home-insurance/users/otp/verify',
      payload: { Identifier: victimPhone, otp: Number(sms.lastCodeTo(victimPhone)) },
    });
    const { user } = OtpVerifyResponseSchema.parse(signedIn.json());
    expect(user).toMatchObject({ name: '', email: null, id_number: null, kra_pin: null });
  });

  it('a signed-in holder buying for their own phone sets the account’s details, whoever paid', async () => {
    const phone = payerEndingIn('5555');
    await buyAndPay(phone, payerEndingIn('5555'), mallory);
    const token = await signIn(context.app, sms, phone);
    const body = buyBody(quotation, payerEndingIn('1037'));
    body.user = { ...body.user, name: 'Achieng Odhiambo', email: `achieng.${phone}@mail.com`, msisdn: phone };
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/home-insurance/quotations/buy-product',
      payload: body,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await lookUp(phone, token)).user).toMatchObject({
      name: 'Achieng Odhiambo',
      email: `achieng.${phone}@mail.com`,
    });
  });
});
