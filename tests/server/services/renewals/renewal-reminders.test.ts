// The renewal-reminder job, driven by the injected clock. A paid cover gets an SMS and an e-mail
// 30 days before it ends and again 7 days before, once each however often the job runs; a cover already
// renewed (paid) gets none; one first seen 5 days before its end gets only the 7-day one.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PoliciesResponseSchema,
  RenewCoverResponseSchema,
  StkPushResponseSchema,
} from '../../../../src/domain/api';
import { nextAddress } from '../../../helpers/client-addresses';
import { setupTestApp, testConfig } from '../../../helpers/server-app';
import { testClock } from '../../../helpers/server-clock';
import { captureMail } from '../../../helpers/server-mail';
import { setupTestMpesa } from '../../../helpers/server-mpesa';
import {
  buyBody,
  callbackUrl,
  paidCallbackBody,
  quoteFor,
  TEST_CALLBACK_TOKEN,
  tenantCover,
} from '../../../helpers/server-payments';
import { signIn } from '../../../helpers/server-sign-in';
import { captureSms } from '../../../helpers/server-sms';
import { uniqueMsisdn } from '../../../helpers/server-users';

const DAY_MS = 24 * 60 * 60 * 1000;
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

async function pay(checkoutRequestId: string, amount: number) {
  await context.app.inject({
    method: 'POST',
    url: callbackUrl(),
    payload: paidCallbackBody(checkoutRequestId, amount),
  });
  await context.app.notifications.drain();
}

/** A tenant cover bought and paid now (12:00 Nairobi time); returns its holder and when it ends. */
async function paidCover() {
  const holder = uniqueMsisdn();
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/quotations/buy-product',
    payload: buyBody(quotation, holder),
    remoteAddress: nextAddress(),
  });
  const bought = StkPushResponseSchema.parse(response.json());
  await pay(bought.checkout_request_id, bought.data.amount);
  const end = new Date(clock.now());
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return {
    holder,
    email: `wanjiru.${holder}@mail.com`,
    coverId: bought.data.cover_id,
    reference: bought.reference,
    end,
  };
}

function moveTo(end: Date, daysBefore: number) {
  clock.advance(end.getTime() - daysBefore * DAY_MS - clock.now().getTime());
}

/** One pass of the job and of the outbox's sender, as the background timers run them. */
async function runJob() {
  await context.app.renewalReminders.queueDue();
  await context.app.notifications.sendDue();
}

const remindersTo = (holder: { holder: string; email: string }) => ({
  sms: sms
    .messages()
    .filter((message) => message.to === holder.holder && message.text.includes('Renew in My policies')),
  email: mail
    .messages()
    .filter((message) => message.to === holder.email && message.subject.includes('renew policy')),
});

describe('renewal reminders', () => {
  it('none at 31 days; one SMS and one e-mail at 30 days, no more on later runs; one more of each at 7', async () => {
    const holder = await paidCover();
    moveTo(holder.end, 31);
    await runJob();
    expect(remindersTo(holder)).toEqual({ sms: [], email: [] });

    moveTo(holder.end, 30);
    await runJob();
    await runJob();
    let sent = remindersTo(holder);
    expect(sent.sms).toHaveLength(1);
    expect(sent.email).toHaveLength(1);
    expect(sent.sms[0]?.text).toContain(`your home cover ${holder.reference} ends on`);
    expect(sent.email[0]?.text).toContain('Dear Wanjiru Kamau,');

    moveTo(holder.end, 20);
    await runJob();
    expect(remindersTo(holder).sms).toHaveLength(1);

    moveTo(holder.end, 7);
    await runJob();
    await runJob();
    sent = remindersTo(holder);
    expect(sent.sms).toHaveLength(2);
    expect(sent.email).toHaveLength(2);

    // Ended: nothing more.
    moveTo(holder.end, -1);
    await runJob();
    expect(remindersTo(holder).sms).toHaveLength(2);
  });

  it('a cover first seen 5 days before its end gets only the 7-day reminder', async () => {
    const holder = await paidCover();
    moveTo(holder.end, 5);
    await runJob();
    const sent = remindersTo(holder);
    expect(sent.sms).toHaveLength(1);
    expect(sent.email).toHaveLength(1);
    expect(sent.email[0]?.text).toContain('in 7 days or less');
  });

  it('a cover already renewed and paid is not reminded', async () => {
    const holder = await paidCover();
    moveTo(holder.end, 31);
    const headers = {
      authorization: `Bearer ${await signIn(context.app, sms, holder.holder, nextAddress())}`,
    };
    clock.advance(DAY_MS);
    const items = {
      house_hold_items: tenantCover.house_hold_items,
      value_of_house_hold_items: tenantCover.value_of_house_hold_items,
      portable_items: [],
      value_of_portable_items: tenantCover.value_of_portable_items,
    };
    const renewed = await context.app.inject({
      method: 'POST',
      url: `/api/home-insurance/covers/${holder.coverId}/renew`,
      payload: items,
      headers,
      remoteAddress: nextAddress(),
    });
    expect(renewed.statusCode, renewed.body).toBe(201);
    const renewal = RenewCoverResponseSchema.parse(renewed.json()).data;
    const pushed = await context.app.inject({
      method: 'POST',
      url: `/api/home-insurance/mpesa/stkpush/${renewal.id}?msisdn=${holder.holder}`,
      headers,
      remoteAddress: nextAddress(),
    });
    const prompt = StkPushResponseSchema.parse(pushed.json());
    await pay(prompt.checkout_request_id, prompt.data.amount);
    const listed = await context.app.inject({ method: 'GET', url: '/api/home-insurance/covers/', headers });
    const policies = PoliciesResponseSchema.parse(listed.json()).data;
    expect(policies.find((policy) => policy.id === renewal.id)?.status).toBe('active');

    moveTo(holder.end, 30);
    await runJob();
    moveTo(holder.end, 7);
    await runJob();
    expect(remindersTo(holder)).toEqual({ sms: [], email: [] });
  });
});
