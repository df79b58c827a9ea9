// POST /api/admin/applications/:id/approve, /decline and /request-info: each changes the
// cover, tells the client once by e-mail and SMS through the outbox, and writes one audit row; a decided
// cover answers 409 in words, so a retry or two operators at once change nothing twice.

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OtpVerifyResponseSchema, PoliciesResponseSchema } from '../../../../src/domain/api';
import { ApplicationSchema, DecisionResponseSchema } from '../../../../src/domain/api/admin-applications';
import { queryRows } from '../../../../src/server/db/query-rows';
import { readPdf } from '../../../helpers/pdf-text';
import { setupApplicationsApp } from '../../../helpers/server-applications';
import { signIn } from '../../../helpers/server-sign-in';

const { context, clock, sms, mail, boughtCover, signedInOperator, auth, reviewRowsOf } =
  setupApplicationsApp();

const decide = (token: string, coverId: string, action: string, payload: object = {}) =>
  context.app.inject({
    method: 'POST',
    url: `/api/admin/applications/${coverId}/${action}`,
    headers: auth(token),
    payload,
  });

const mailTo = (address: string, subject: RegExp) =>
  mail.messages().filter((message) => message.to === address && subject.test(message.subject));
const smsTo = (msisdn: string, text: RegExp) =>
  sms.messages().filter((message) => message.to === msisdn && text.test(message.text));

async function portalPolicy(holder: string, coverId: string) {
  const token = await signIn(context.app, sms, holder, '10.4.0.1');
  const response = await context.app.inject({
    method: 'GET',
    url: '/api/home-insurance/covers',
    headers: auth(token),
  });
  return PoliciesResponseSchema.parse(response.json()).data.find((policy) => policy.id === coverId);
}

describe('approving an application', () => {
  it('issues a policy number and the schedule, e-mails both PDFs, sends one SMS and writes one audit row', async () => {
    const agent = await signedInOperator('agent');
    const cover = await boughtCover();
    const response = await decide(agent.token, cover.coverId, 'approve');
    expect(response.statusCode, response.body).toBe(200);
    const decided = DecisionResponseSchema.parse(response.json());
    expect(decided.policy_number).toMatch(/^KIA\/HOM\/2026\/\d{6}$/);
    expect(decided).toMatchObject({ status: true, review_status: 'approved', refund_msisdn: null });
    await context.app.notifications.drain();

    const { cover: row, audit, notifications } = await reviewRowsOf(cover.coverId);
    expect(row).toEqual({
      review_status: 'approved',
      review_note: null,
      policy_number: decided.policy_number,
    });
    expect(notifications).toEqual([
      { channel: 'email', kind: 'review_approved', status: 'sent' },
      { channel: 'sms', kind: 'review_approved', status: 'sent' },
    ]);
    const [email, ...moreEmails] = mailTo(cover.email, /^Policy approved/);
    expect(moreEmails).toEqual([]);
    // The policy number, with the reference the client has known since buying beside it.
    expect(email?.subject).toMatch(
      /^Policy approved: KIA\/HOM\/2026\/\d{6} · ref [2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/,
    );
    expect(email?.subject).toContain(`Policy approved: ${decided.policy_number} · ref `);
    expect(email?.attachments?.map((file) => [file.filename, file.contentType])).toEqual([
      [`kinga-policy-schedule-${decided.policy_number?.replace(/\//g, '-')}.pdf`, 'application/pdf'],
      [`kinga-receipt-${cover.receipt}.pdf`, 'application/pdf'],
    ]);
    const [schedule, receipt] = await Promise.all(
      (email?.attachments ?? []).map(async (file) => (await readPdf(file.content)).text),
    );
    expect(schedule).toContain(decided.policy_number);
    expect(schedule).toContain(cover.receipt);
    expect(receipt).toContain(cover.receipt);
    expect(smsTo(cover.holder, /is approved/)).toEqual([
      { to: cover.holder, text: expect.stringContaining(decided.policy_number ?? '') },
    ]);
    expect(audit).toEqual([
      {
        action: 'application.approve',
        operator_id: expect.any(String),
        before: { review_status: 'pending', review_note: null, policy_number: null },
        after: { review_status: 'approved', review_note: null, policy_number: decided.policy_number },
      },
    ]);
    expect(await portalPolicy(cover.holder, cover.coverId)).toMatchObject({
      review_status: 'approved',
      policy_number: decided.policy_number,
    });
  });

  it('approves once when two operators click at once or the request is retried', async () => {
    const [first, second] = [await signedInOperator('agent'), await signedInOperator('admin')];
    const cover = await boughtCover();
    const answers = await Promise.all([
      decide(first.token, cover.coverId, 'approve'),
      decide(second.token, cover.coverId, 'approve'),
    ]);
    const retried = await decide(first.token, cover.coverId, 'approve');
    await context.app.notifications.drain();

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    for (const refused of [...answers.filter((answer) => answer.statusCode === 409), retried]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        status: false,
        code: 'application_decided',
        message: 'This application has already been approved; nothing was changed.',
      });
    }
    const { cover: row, audit, notifications } = await reviewRowsOf(cover.coverId);
    const winner = DecisionResponseSchema.parse(answers.find((answer) => answer.statusCode === 200)?.json());
    expect(row?.policy_number).toBe(winner.policy_number);
    expect(audit).toHaveLength(1);
    expect(notifications).toHaveLength(2);
    expect(mailTo(cover.email, /^Policy approved/)).toHaveLength(1);
    expect(smsTo(cover.holder, /is approved/)).toHaveLength(1);
  });

  it('refuses a cover not yet paid with a 409 in words', async () => {
    const agent = await signedInOperator('agent');
    const cover = await boughtCover({ paid: false });
    const response = await decide(agent.token, cover.coverId, 'approve');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'application_not_paid',
      message: 'This cover has not been paid for, so there is nothing to review yet.',
    });
    expect((await reviewRowsOf(cover.coverId)).audit).toEqual([]);
  });
});

describe('declining an application', () => {
  it('needs a reason', async () => {
    const agent = await signedInOperator('agent');
    const cover = await boughtCover();
    for (const payload of [{}, { reason: '   ' }]) {
      const response = await decide(agent.token, cover.coverId, 'decline', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        status: false,
        message: 'Enter the reason for declining.',
        errors: [{ path: 'reason', message: 'Enter the reason for declining.' }],
      });
    }
    expect((await reviewRowsOf(cover.coverId)).cover?.review_status).toBe('pending');
  });

  it('tells the client why, flags the payment for refund to the paying number only, and writes one audit row', async () => {
    const agent = await signedInOperator('agent');
    const cover = await boughtCover();
    const reason = 'The property is outside the area the underwriter covers.';
    const response = await decide(agent.token, cover.coverId, 'decline', { reason });
    expect(response.statusCode, response.body).toBe(200);
    expect(DecisionResponseSchema.parse(response.json())).toMatchObject({
      review_status: 'declined',
      policy_number: null,
      refund_msisdn: cover.payer,
    });
    await context.app.notifications.drain();

    const { cover: row, audit, notifications } = await reviewRowsOf(cover.coverId);
    expect(row).toEqual({ review_status: 'declined', review_note: reason, policy_number: null });
    expect(notifications.map((notification) => notification.status)).toEqual(['sent', 'sent']);
    const emails = mailTo(cover.email, /^Application declined/);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.text).toContain(`Reason: ${reason}`);
    expect(smsTo(cover.holder, /was declined/)).toEqual([
      { to: cover.holder, text: expect.stringContaining(reason) },
    ]);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'application.decline',
        before: { review_status: 'pending', review_note: null, policy_number: null },
        after: {
          review_status: 'declined',
          review_note: reason,
          policy_number: null,
          refund_msisdn: cover.payer,
        },
      }),
    ]);

    const detail = ApplicationSchema.parse(
      (
        await context.app.inject({
          method: 'GET',
          url: `/api/admin/applications/${cover.coverId}`,
          headers: auth(agent.token),
        })
      ).json(),
    );
    expect(detail.payments).toEqual([expect.objectContaining({ msisdn: cover.payer, needs_refund: true })]);
    expect(detail.review.history).toEqual([
      expect.objectContaining({
        action: 'declined',
        note: reason,
        refund_msisdn: cover.payer,
        operator_name: 'Test agent',
      }),
    ]);
    expect(await portalPolicy(cover.holder, cover.coverId)).toMatchObject({
      review_status: 'declined',
      review_note: reason,
      policy_number: null,
    });
    expect((await decide(agent.token, cover.coverId, 'approve')).json()).toMatchObject({
      message: 'This application has already been declined; nothing was changed.',
    });
  });
});

describe('a review when the client erases their account', () => {
  it('forgets the decline’s reason and the refund number with the person, once the cover has ended', async () => {
    const agent = await signedInOperator('agent');
    const cover = await boughtCover();
    const reason = `Wanjiru Kamau at ${cover.holder} gave a house number that does not exist.`;
    expect((await decide(agent.token, cover.coverId, 'decline', { reason })).statusCode).toBe(200);
    await context.app.notifications.drain();

    clock.advance(366 * 24 * 60 * 60 * 1000);
    const address = '10.4.0.9';
    await context.app.inject({
      method: 'POST',
      url: '/api/home-insurance/users/otp/request',
      payload: { Identifier: cover.holder },
      remoteAddress: address,
    });
    const verified = OtpVerifyResponseSchema.parse(
      (
        await context.app.inject({
          method: 'POST',
          url: '/api/home-insurance/users/otp/verify',
          payload: { Identifier: cover.holder, otp: Number(sms.lastCodeTo(cover.holder)) },
          remoteAddress: address,
        })
      ).json(),
    );
    const erased = await context.app.inject({
      method: 'DELETE',
      url: `/api/home-insurance/users/${verified.user.id}`,
      headers: auth(verified.user_token),
    });
    expect(erased.statusCode, erased.body).toBe(200);

    expect((await reviewRowsOf(cover.coverId)).cover).toMatchObject({
      review_status: 'declined',
      review_note: null,
    });
    expect(
      await queryRows(
        context.database.db,
        sql`select action, note, refund_msisdn from cover_reviews where cover_id = ${cover.coverId}`,
      ),
    ).toEqual([{ action: 'declined', note: null, refund_msisdn: null }]);
  });
});

describe('asking the client for information', () => {
  it('needs a message, tells the client each time it is asked, and keeps the application in the queue', async () => {
    const agent = await signedInOperator('agent');
    const cover = await boughtCover();
    const empty = await decide(agent.token, cover.coverId, 'request-info', { message: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Enter what the client needs to send.' });

    const asks = ['A photo of the title deed.', 'The serial number of the laptop.'];
    for (const message of asks) {
      const response = await decide(agent.token, cover.coverId, 'request-info', { message });
      expect(response.statusCode, response.body).toBe(200);
      expect(DecisionResponseSchema.parse(response.json()).review_status).toBe('info_requested');
      await context.app.notifications.drain();
    }

    const { cover: row, audit, notifications } = await reviewRowsOf(cover.coverId);
    expect(row).toEqual({ review_status: 'info_requested', review_note: asks[1], policy_number: null });
    expect(notifications).toHaveLength(4);
    expect(notifications.every((notification) => notification.status === 'sent')).toBe(true);
    const emails = mailTo(cover.email, /^Information needed/);
    expect(emails.map((email) => asks.find((ask) => email.text.includes(ask)))).toEqual(asks);
    expect(smsTo(cover.holder, /we need/).map((message) => message.text)).toEqual(
      asks.map((ask) => expect.stringContaining(ask)),
    );
    expect(audit.map((entry) => entry.action)).toEqual([
      'application.request_info',
      'application.request_info',
    ]);
    expect(audit[1]?.before).toEqual({
      review_status: 'info_requested',
      review_note: asks[0],
      policy_number: null,
    });

    const queued = await context.app.inject({
      method: 'GET',
      url: '/api/admin/applications',
      headers: auth(agent.token),
    });
    expect(queued.json().applications).toContainEqual(
      expect.objectContaining({ cover_id: cover.coverId, review_status: 'info_requested' }),
    );
    expect(await portalPolicy(cover.holder, cover.coverId)).toMatchObject({
      review_status: 'info_requested',
      review_note: asks[1],
    });
    expect((await decide(agent.token, cover.coverId, 'approve')).statusCode).toBe(200);
  });
});
