// A whole journey with every log line captured at trace level: quote, buy, pay (the simulator calls back),
// sign in with a code, look the account up, retry a payment, and a database error carrying a record in its
// parameters. None of the journey's personal values, codes or tokens may appear in any line.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { StkPushResponseSchema } from '../../../src/domain/api';
import { users } from '../../../src/server/db/schema';
import { MAX_PARAM_LENGTH } from '../../../src/server/integrations/mpesa/daraja-callback-url';
import { setupTestApp, testConfig } from '../../helpers/server-app';
import { setupTestMpesa } from '../../helpers/server-mpesa';
import { buyBody, coverStatus, quoteFor, TEST_CALLBACK_TOKEN, waitFor } from '../../helpers/server-payments';
import { signIn } from '../../helpers/server-sign-in';
import { captureSms } from '../../helpers/server-sms';
import { uniqueMsisdn } from '../../helpers/server-users';

const sms = captureSms();
const logLines: string[] = [];
const mpesa = setupTestMpesa();
const context = setupTestApp({
  config: testConfig({ MPESA_CALLBACK_TOKEN: TEST_CALLBACK_TOKEN, LOG_LEVEL: 'trace' }),
  sms: sms.sender,
  logDestination: { write: (line) => logLines.push(line) },
  mpesa,
});

const msisdn = uniqueMsisdn();
const local = `0${msisdn.slice(3)}`;
const person = {
  name: 'Nyokabi Wairimu',
  msisdn: local,
  email: `nyokabi.${msisdn.slice(-6)}+kinga@mail.com`,
  id_number: '31987654',
  profession: 'Architect',
  address: 'P.O. Box 4455-00200, Nairobi',
  kra_pin: 'A009876543K',
};

/** A route of the test's own that writes a second account with the same phone: a unique violation. */
function addFailingWrite(app: FastifyInstance) {
  app.post('/api/test/duplicate-account', async () => {
    await context.database.db.insert(users).values({
      name: person.name,
      msisdn,
      email: `${person.email}.other`,
      idNumber: person.id_number,
      kraPin: person.kra_pin,
      address: person.address,
      accountType: 'tenant',
    });
    return { ok: true };
  });
}

let sessionToken = '';
let code = '';
let paymentToken = '';

beforeAll(async () => {
  const { app } = context;
  addFailingWrite(app);
  await app.listen({ host: '127.0.0.1', port: 0 });

  const quotation = await quoteFor(app);
  const body = buyBody(quotation, local);
  const bought = await app.inject({
    method: 'POST',
    url: '/api/home-insurance/quotations/buy-product',
    payload: { ...body, user: person, msisdn: local },
  });
  expect(bought.statusCode, bought.body).toBe(200);
  const { data } = StkPushResponseSchema.parse(bought.json());
  paymentToken = data.payment_token ?? '';
  // The buyer's own calls carry the buy answer's payment token, as the wizard's do.
  const asBuyer = { 'x-payment-token': paymentToken };
  await waitFor(async () => (await coverStatus(context.database, data.cover_id)) === 'active');
  const status = await app.inject({
    method: 'POST',
    url: `/api/home-insurance/mpesa/stkstatus/${data.checkout_request_id}`,
    headers: asBuyer,
  });
  expect(status.json(), 'the token was accepted').toHaveProperty('mpesa_receipt_number');

  sessionToken = await signIn(app, sms, msisdn);
  code = sms.lastCodeTo(msisdn);
  const asSignedIn = { authorization: `Bearer ${sessionToken}` };
  for (const identifier of [local, msisdn, `+${msisdn}`, person.email]) {
    const lookup = await app.inject({
      method: 'GET',
      url: `/api/home-insurance/users/exists/${encodeURIComponent(identifier)}`,
      headers: asSignedIn,
    });
    expect(lookup.statusCode, lookup.body).toBe(200);
  }
  await app.inject({
    method: 'GET',
    url: `/api/home-insurance/users/exists/${person.email}`,
  });
  for (const headers of [asBuyer, {}]) {
    for (const payer of [msisdn, local]) {
      await app.inject({
        method: 'POST',
        url: `/api/home-insurance/mpesa/stkpush/${data.cover_id}?msisdn=${payer}`,
        headers,
      });
    }
  }
  // A body that is not JSON: the parser's message quotes the text around the fault.
  const unreadable = await app.inject({
    method: 'POST',
    url: '/api/home-insurance/users/otp/request',
    headers: { 'content-type': 'application/json' },
    payload: `{"Identifier":"${local}" "email":"${person.email}"}`,
  });
  expect(unreadable.statusCode).toBe(400);
  // URLs Fastify refuses before any route runs, whose error messages quote them.
  const refusedUrls = [
    `/api/home-insurance/users/exists/${local}%zz`,
    `/api/home-insurance/users/exists/${encodeURIComponent(person.email)}%zz`,
    `/api/home-insurance/mpesa/stkpush/${data.cover_id}?msisdn=${local}%zz`,
    `/api/home-insurance/mpesa/stkpush/${data.cover_id}%zz?msisdn=${local}`,
    `/api/home-insurance/mpesa/stkpush/${data.cover_id}${'x'.repeat(MAX_PARAM_LENGTH)}?msisdn=${local}`,
    `/api/home-insurance/users/exists/${local}${'x'.repeat(MAX_PARAM_LENGTH)}`,
    `/api/home-insurance/users/${local}${'x'.repeat(MAX_PARAM_LENGTH)}`,
    `/api/home-insurance/users/${local}%zz`,
    `/api/home-insurance/payments/confirmation/${TEST_CALLBACK_TOKEN}%zz`,
    `/api/home-insurance/payments/confirmation/${TEST_CALLBACK_TOKEN}%zz/0f2b5c1e-5a7d-4d2e-9c1b-2f6e8a9d0b11`,
  ];
  for (const url of refusedUrls) {
    const refused = await app.inject({
      method: url.includes('/exists/') ? 'GET' : 'POST',
      url,
      headers: asBuyer,
    });
    expect(refused.statusCode, url).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode, url).toBeLessThan(500);
  }
  const failed = await app.inject({ method: 'POST', url: '/api/test/duplicate-account' });
  expect(failed.statusCode).toBe(500);
  await app.notifications.drain();
});

describe('what the logs never hold', () => {
  it('writes the journey at trace level (the capture sees every request)', () => {
    const log = logLines.join('');
    expect(log).toContain('/api/home-insurance/quotations/buy-product');
    expect(log).toContain('/api/home-insurance/users/exists/');
    expect(log).toContain('/api/home-insurance/mpesa/stkpush/');
    expect(log).toContain('/payments/confirmation/');
    expect(log).toContain('request failed');
  });

  it('holds no phone in any form, e-mail, ID number, KRA PIN, name, code or token', () => {
    const secrets = {
      'local phone': local,
      'international phone': msisdn,
      'the phone without its prefix': msisdn.slice(3),
      'e-mail': person.email,
      'encoded e-mail': encodeURIComponent(person.email),
      "e-mail's mailbox": person.email.split('@')[0] ?? '',
      'ID number': person.id_number,
      'KRA PIN': person.kra_pin,
      name: person.name,
      'first name': 'Nyokabi',
      address: person.address,
      'session token': sessionToken,
      'callback token': TEST_CALLBACK_TOKEN,
      'payment token': paymentToken,
    };
    const found = Object.entries(secrets).flatMap(([what, value]) => {
      expect(value.length, what).toBeGreaterThan(3);
      return logLines.filter((line) => line.includes(value)).map((line) => `${what}: ${line}`);
    });
    // Four digits turn up by chance inside timestamps, durations and ids, so the code is looked for as a
    // word of its own, outside the line's timing fields.
    const codeAlone = new RegExp(`(?<![\\w.])${code}(?!\\w|\\.\\d)`);
    const timing = new Set(['time', 'pid', 'responseTime', 'remotePort']);
    for (const line of logLines) {
      const content = JSON.stringify(JSON.parse(line), (key, value) => (timing.has(key) ? undefined : value));
      if (codeAlone.test(content)) found.push(`sign-in code: ${line}`);
    }
    expect(found).toEqual([]);
  });

  it('still says what failed in the database: the constraint, not the values', () => {
    const failure = logLines.find((line) => line.includes('request failed'));
    expect(failure).toContain('users_msisdn_unique');
    expect(failure).toContain('insert into');
  });
});
