// One purchase, one reference. From the buy answer on, the same short reference names the
// cover in the policies list, the SMS and e-mail of its payment, the receipt and the schedule; once approved, the schedule and receipt show the policy number beside it.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MyDataExportSchema,
  PaymentStatusResponseSchema,
  PoliciesResponseSchema,
  StkPushResponseSchema,
} from '../../../../src/domain/api';
import { normalisePurchaseReference } from '../../../../src/domain/purchase-reference';
import { queryRows } from '../../../../src/server/db/query-rows';
import { nextAddress } from '../../../helpers/client-addresses';
import { readPdf } from '../../../helpers/pdf-text';
import { setupTestApp, testConfig } from '../../../helpers/server-app';
import { testClock } from '../../../helpers/server-clock';
import { captureMail } from '../../../helpers/server-mail';
import { setupTestMpesa } from '../../../helpers/server-mpesa';
import {
  buyBody,
  callbackUrl,
  paidCallbackBody,
  payerEndingIn,
  quoteFor,
  TEST_CALLBACK_TOKEN,
} from '../../../helpers/server-payments';
import { signIn } from '../../../helpers/server-sign-in';
import { captureSms } from '../../../helpers/server-sms';

const clock = testClock();
const sms = captureSms();
const mail = captureMail();
const mpesa = setupTestMpesa();
const context = setupTestApp({
  config: testConfig({ MPESA_CALLBACK_TOKEN: TEST_CALLBACK_TOKEN }),
  clock,
  sms: sms.sender,
  mail: mail.sender,
  mpesa,
});

let quotation: Awaited<ReturnType<typeof quoteFor>>;
beforeAll(async () => {
  quotation = await quoteFor(context.app);
});

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('a purchase’s reference', () => {
  it('is the same in the buy answer, the policies list, the SMS, the e-mail, the receipt and the schedule', async () => {
    const payer = payerEndingIn('1037');
    const body = buyBody(quotation, payer);
    const bought = await context.app.inject({
      method: 'POST',
      url: '/api/home-insurance/quotations/buy-product',
      payload: body,
      remoteAddress: nextAddress(),
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const answer = StkPushResponseSchema.parse(bought.json());
    const { reference } = answer;
    expect(normalisePurchaseReference(reference)).toBe(reference);
    expect(answer.data.reference).toBe(reference);

    await context.app.inject({
      method: 'POST',
      url: callbackUrl(),
      payload: paidCallbackBody(answer.checkout_request_id, answer.data.amount, {
        receipt: 'SLK4H7XYZ1',
        payer,
      }),
    });
    await context.app.notifications.drain();
    const status = await context.app.inject({
      method: 'POST',
      url: `/api/home-insurance/mpesa/stkstatus/${answer.checkout_request_id}`,
      headers: { 'x-payment-token': answer.data.payment_token ?? '' },
    });
    expect(PaymentStatusResponseSchema.parse(status.json()).reference).toBe(reference);

    const [text] = sms.messages().filter((message) => message.to === payer);
    expect(text?.text).toContain(`policy ${reference} (`);
    const [email] = mail.messages().filter((message) => message.to === body.user.email);
    expect(email?.subject).toBe(`Application received: policy ${reference}`);
    expect(email?.text).toContain(`Policy number: ${reference}`);
    expect(email?.text).not.toContain(answer.data.cover_id);

    const headers = { authorization: `Bearer ${await signIn(context.app, sms, payer, nextAddress())}` };
    const listed = PoliciesResponseSchema.parse(
      (await context.app.inject({ method: 'GET', url: '/api/home-insurance/covers/', headers })).json(),
    );
    expect(listed.data.find((policy) => policy.id === answer.data.cover_id)?.reference).toBe(reference);
    const [{ id: userId } = { id: '' }] = await queryRows<{ id: string }>(
      context.database.db,
      sql`select user_id as id from covers where id = ${answer.data.cover_id}`,
    );
    const exported = await context.app.inject({
      method: 'GET',
      url: `/api/home-insurance/users/${userId}/data`,
      headers,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(MyDataExportSchema.parse(exported.json()).covers[0]?.reference).toBe(reference);

    const pdfText = async (kind: 'receipt' | 'schedule') => {
      const response = await context.app.inject({
        method: 'GET',
        url: `/api/home-insurance/covers/${answer.data.cover_id}/${kind}.pdf`,
        headers,
      });
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      return flat((await readPdf(response.rawPayload)).text);
    };
    expect(await pdfText('receipt')).toContain(`Reference ${reference}`);

    await context.database.db.execute(
      sql`update covers set review_status = 'approved' where id = ${answer.data.cover_id}`,
    );
    const schedule = await pdfText('schedule');
    const policyNumber = /Policy number (KIA\/HOM\/\d{4}\/\d{6})/.exec(schedule)?.[1];
    expect(policyNumber).toBeDefined();
    expect(schedule).toContain(`Policy number ${policyNumber} · ref ${reference}`);
    expect(schedule).toContain(`Reference ${reference}`);
    // The receipt, issued again now the policy has its number, names both.
    expect(await pdfText('receipt')).toContain(`Reference ${policyNumber} · ref ${reference}`);
  });

  it('differs from one purchase to the next', async () => {
    const references = new Set<string>();
    for (let purchase = 0; purchase < 3; purchase++) {
      const payer = payerEndingIn('1037');
      const bought = await context.app.inject({
        method: 'POST',
        url: '/api/home-insurance/quotations/buy-product',
        payload: buyBody(quotation, payer),
        remoteAddress: nextAddress(),
      });
      references.add(StkPushResponseSchema.parse(bought.json()).reference);
    }
    expect(references.size).toBe(3);
  });
});
