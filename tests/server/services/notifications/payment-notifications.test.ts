// The e-mail and SMS a paying client gets, sent through the real SMTP driver to a local mail server that
// can refuse: what they say, that a refused e-mail is retried until it goes, and that the sender gives up
// after five tries with an error that names no address. The app does not listen; the tests send the
// callbacks M-Pesa would.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StkPushResponseSchema } from '../../../../src/domain/api';
import { queryRows } from '../../../../src/server/db/query-rows';
import { smtpMailSender } from '../../../../src/server/integrations/mail/smtp-mail-sender';
import { setupTestApp, testConfig } from '../../../helpers/server-app';
import { testClock } from '../../../helpers/server-clock';
import {
  buyBody,
  callbackUrl,
  paidCallbackBody,
  payerEndingIn,
  quoteFor,
  TEST_CALLBACK_TOKEN,
} from '../../../helpers/server-payments';
import { captureSms } from '../../../helpers/server-sms';
import { type SmtpCapture, startSmtpCapture } from '../../../helpers/smtp-capture';

// Addresses starting 'flaky' are refused once; 'down' always.
const refusedOnce = new Set<string>();
let smtp: SmtpCapture;
let mail: ReturnType<typeof smtpMailSender>;
beforeAll(async () => {
  smtp = await startSmtpCapture(({ to }) => {
    const [address = ''] = to;
    if (address.startsWith('down')) return true;
    if (address.startsWith('flaky') && !refusedOnce.has(address)) {
      refusedOnce.add(address);
      return true;
    }
    return false;
  });
  mail = smtpMailSender(smtp.url, 'Kinga Insurance Agency <no-reply@kinga.example>');
});
afterAll(async () => {
  mail?.close();
  await smtp?.close();
});

const clock = testClock();
const sms = captureSms();
const logLines: string[] = [];
const context = setupTestApp({
  config: testConfig({ MPESA_CALLBACK_TOKEN: TEST_CALLBACK_TOKEN, LOG_LEVEL: 'warn' }),
  clock,
  sms: sms.sender,
  logDestination: { write: (line) => logLines.push(line) },
  get mail() {
    return mail;
  },
});

let quotation: Awaited<ReturnType<typeof quoteFor>>;
beforeAll(async () => {
  quotation = await quoteFor(context.app);
});

/** Buys as `emailUser@mail.com` and pays: M-Pesa's callback (sent here) carries the receipt. */
async function buyAndPay(emailUser: string) {
  const payer = payerEndingIn('1037');
  const body = buyBody(quotation, payer);
  body.user.email = `${emailUser}@mail.com`;
  const bought = StkPushResponseSchema.parse(
    (
      await context.app.inject({
        method: 'POST',
        url: '/api/home-insurance/quotations/buy-product',
        payload: body,
      })
    ).json(),
  );
  await context.app.inject({
    method: 'POST',
    url: callbackUrl(),
    payload: paidCallbackBody(bought.checkout_request_id, bought.data.amount, {
      receipt: 'UAB1CD2EF3',
      payer,
    }),
  });
  await context.app.notifications.drain();
  return { bought, payer, email: `${emailUser}@mail.com` };
}

const mailsTo = (email: string) => smtp.messages.filter((message) => message.to.includes(email));

describe('the payment e-mail and SMS', () => {
  it("say 'application received' with the policy summary, and never that the cover is already in force", async () => {
    const { bought, payer, email } = await buyAndPay(`summary.${Date.now()}`);
    const [message] = mailsTo(email);
    const text = message?.data.replace(/=\r?\n/g, '') ?? '';
    expect(text).toMatch(/^Subject: Application received: policy /m);
    expect(text).toContain('Your application has been received, together with your M-Pesa payment.');
    expect(text).toContain(`Policy number: ${bought.reference}`);
    expect(text).toContain('Cover type: Household + Portable');
    expect(text).toContain('Ownership: Tenant');
    expect(text).toContain('  Contents: KSh 300,000');
    expect(text).toContain('  All-risks: KSh 80,000');
    expect(text).toContain(
      `Premium paid (levies included): KSh ${bought.data.amount.toLocaleString('en-KE')}`,
    );
    expect(text).toContain('M-Pesa receipt: UAB1CD2EF3');
    expect(text).toContain('review your application within 24-48 hours');
    expect(text).not.toMatch(/now active|is active/i);

    const [receipt] = sms.messages().filter((entry) => entry.to === payer);
    expect(receipt?.text).toContain('application received');
    expect(receipt?.text).toContain('M-Pesa receipt UAB1CD2EF3');
    expect(receipt?.text).not.toMatch(/active/i);
  });

  it('retries an e-mail the mail server refused, and sends it once', async () => {
    const { email } = await buyAndPay(`flaky.${Date.now()}`);
    expect(mailsTo(email)).toHaveLength(0);
    clock.advance(30_000);
    await context.app.notifications.sendDue();
    expect(mailsTo(email)).toHaveLength(0);
    clock.advance(31_000);
    await context.app.notifications.sendDue();
    expect(mailsTo(email)).toHaveLength(1);
    clock.advance(10 * 60_000);
    await context.app.notifications.sendDue();
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('gives up after five refusals, with an error log that names the cover but not the address', async () => {
    const { bought, email } = await buyAndPay(`down.${Date.now()}`);
    for (const waitMinutes of [1, 2, 4, 8]) {
      clock.advance(waitMinutes * 60_000 + 1_000);
      await context.app.notifications.sendDue();
    }
    const [row] = await queryRows<{ status: string; attempts: number; last_error: string }>(
      context.database.db,
      sql`select status, attempts, last_error from notifications where cover_id = ${bought.data.cover_id} and channel = 'email'`,
    );
    expect(row).toMatchObject({ status: 'failed', attempts: 5 });
    clock.advance(60 * 60_000);
    await context.app.notifications.sendDue();
    const gaveUp = logLines.filter((line) => line.includes('giving up'));
    expect(gaveUp).toHaveLength(1);
    expect(gaveUp[0]).toContain(bought.data.cover_id);
    expect(gaveUp[0]).toContain('"level":50');
    expect(gaveUp[0]).not.toContain(email);
    expect(mailsTo(email)).toHaveLength(0);
  });

  it('sends no SMS once the payer’s number was erased with the account, and says why', async () => {
    // Deleting an ended cover's account blanks its payments' phone numbers (my-data-repository.ts); an SMS
    // still queued then (a busy machine's outbox runs after the erasure) once went out to "".
    const { bought } = await buyAndPay(`erased.${Date.now()}`);
    const coverId = bought.data.cover_id;
    await context.database.db.execute(sql`update stk_requests set msisdn = '' where cover_id = ${coverId}`);
    await context.database.db.execute(
      sql`update notifications set status = 'pending', attempts = 0, sent_at = null, lease_until = null,
            next_attempt_at = ${clock.now().toISOString()} where cover_id = ${coverId} and channel = 'sms'`,
    );
    const before = sms.messages().length;
    await context.app.notifications.sendDue();
    expect(sms.messages().slice(before)).toEqual([]);
    const [row] = await queryRows<{ status: string; last_error: string | null }>(
      context.database.db,
      sql`select status, last_error from notifications where cover_id = ${coverId} and channel = 'sms'`,
    );
    expect(row?.last_error).toBe('NO_ADDRESS');
  });
});
