// The payment exceptions desk: payments owed back (needs_refund), callbacks that matched no
// prompt, and prompts stuck pending, oldest first; an admin matches one to its cover (the cover activates
// once, the client is told once) or marks it resolved with a note; every action writes one audit row;
// agents only read, clients never get in.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../../../src/domain/api';
import {
  type PaymentException,
  PaymentExceptionListSchema,
} from '../../../../src/domain/api/admin-payment-exceptions';
import { queryRows } from '../../../../src/server/db/query-rows';
import { fuzzRuns } from '../../../helpers/fuzz-runs';
import { encodeUrlText, hostileText } from '../../../helpers/hostile-inputs';
import { setupTestApp, testConfig } from '../../../helpers/server-app';
import { testClock } from '../../../helpers/server-clock';
import {
  adminOnly,
  bearer,
  coverWithOpenPrompt,
  postPaidCallback,
  signInFirst,
} from '../../../helpers/server-desk';
import { operatorToken, readyOperator } from '../../../helpers/server-operators';
import { countRows, coverStatus, TEST_CALLBACK_TOKEN } from '../../../helpers/server-payments';
import { passwordClient } from '../../../helpers/server-signup';

const clock = testClock();
const context = setupTestApp({ clock, config: testConfig({ MPESA_CALLBACK_TOKEN: TEST_CALLBACK_TOKEN }) });

/** Past the prompt's minute and the reconciler's ten minutes of asking: a pending prompt is stuck. */
const PAST_GIVING_UP_MS = 12 * 60_000;

let adminToken: string;
let agentToken: string;
beforeAll(async () => {
  const admin = await readyOperator(context.app, context.database, clock, 'admin');
  const agent = await readyOperator(context.app, context.database, clock, 'agent');
  adminToken = await operatorToken(context.app, clock, admin);
  agentToken = await operatorToken(context.app, clock, agent);
});

const list = async (token = adminToken) => {
  const response = await context.app.inject({
    method: 'GET',
    url: '/api/admin/payment-exceptions',
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return PaymentExceptionListSchema.parse(response.json()).exceptions;
};
const listed = async (id: string): Promise<PaymentException | undefined> =>
  (await list()).find((exception) => exception.id === id);

const act = (path: string, payload: object, token = adminToken) =>
  context.app.inject({
    method: 'POST',
    url: `/api/admin/payment-exceptions/${path}`,
    headers: bearer(token),
    payload,
  });

const auditRows = (targetId: string) =>
  queryRows<{ action: string; operator_id: string; before: unknown; after: Record<string, unknown> }>(
    context.database.db,
    sql`select action, operator_id, before, after from operator_audit where target_id = ${targetId}`,
  );
const notificationsOf = (coverId: string) =>
  countRows(context.database, sql`select count(*) as count from notifications where cover_id = ${coverId}`);
const activatedAt = async (coverId: string) =>
  (
    await queryRows<{ activated_at: Date | string | null }>(
      context.database.db,
      sql`select activated_at from covers where id = ${coverId}`,
    )
  )[0]?.activated_at;
const unmatchedId = async (checkoutId: string) =>
  (
    await queryRows<{ id: string }>(
      context.database.db,
      sql`select id from unmatched_mpesa_callbacks where checkout_request_id = ${checkoutId}`,
    )
  )[0]?.id ?? '';

let lost = 0;
/** M-Pesa tells us of a payment for a prompt we have no record of; its stored id. */
async function unmatchedPayment(amount: number, payer = '254708374149') {
  lost += 1;
  const checkoutId = `ws_CO_lost_${Date.now()}_${lost}`;
  const receipt = `RL${String(lost).padStart(8, '0')}`;
  await postPaidCallback(context.app, checkoutId, amount, { receipt, payer });
  return { id: await unmatchedId(checkoutId), checkoutId, receipt };
}

describe('GET /api/admin/payment-exceptions', () => {
  // Each cover named by its purchase reference (K7Q3-M9XT), as the client reads it out.
  const referencePattern = /^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

  it('lists a payment owed back after a decline, an unmatched callback and a stuck prompt, oldest first', async () => {
    // A paid cover the review then declines (its own route): the decline flags its payment for a refund.
    const declined = await coverWithOpenPrompt(context.app, context.database);
    await postPaidCallback(context.app, declined.checkoutId, declined.amount, {
      receipt: 'RDC0000001',
      payer: declined.payer,
    });
    expect(await coverStatus(context.database, declined.coverId)).toBe('active');
    const decline = await context.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${declined.coverId}/decline`,
      headers: bearer(agentToken),
      payload: { reason: 'Outside the area we insure' },
    });
    expect(decline.statusCode, decline.body).toBe(200);
    clock.advance(60_000);
    const callback = await unmatchedPayment(4_321, '254711000111');
    clock.advance(60_000);
    const stuck = await coverWithOpenPrompt(context.app, context.database);
    clock.advance(PAST_GIVING_UP_MS);

    const exceptions = (await list(agentToken)).filter((exception) =>
      [declined.stkRequestId, callback.id, stuck.stkRequestId].includes(exception.id),
    );
    expect(exceptions).toEqual([
      expect.objectContaining({
        kind: 'refund',
        id: declined.stkRequestId,
        amount: declined.amount,
        msisdn: declined.payer,
        receipt: 'RDC0000001',
        cover_id: declined.coverId,
        reference: expect.stringMatching(referencePattern),
        detail: 'declined',
        age_minutes: 14,
      }),
      expect.objectContaining({
        kind: 'callback',
        id: callback.id,
        amount: 4_321,
        msisdn: '254711000111',
        receipt: callback.receipt,
        cover_id: null,
        reference: null,
        detail: 'paid',
        age_minutes: 13,
        suggested_cover_id: null,
      }),
      expect.objectContaining({
        kind: 'prompt',
        id: stuck.stkRequestId,
        amount: stuck.amount,
        msisdn: stuck.payer,
        receipt: null,
        cover_id: stuck.coverId,
        reference: expect.stringMatching(referencePattern),
        detail: 'pending',
        age_minutes: 12,
      }),
    ]);
  });

  it('does not list a prompt still within the reconciler’s reach', async () => {
    const fresh = await coverWithOpenPrompt(context.app, context.database);
    clock.advance(5 * 60_000);
    expect(await listed(fresh.stkRequestId)).toBeUndefined();
  });
});

describe('POST /api/admin/payment-exceptions/callback/:id/match', () => {
  it('records the payment for the cover through settlement: active once, told once, one audit row', async () => {
    const cover = await coverWithOpenPrompt(context.app, context.database);
    const callback = await unmatchedPayment(cover.amount, cover.payer);
    // Unpaid, that price, prompted on the number that paid: the list suggests it.
    expect(await listed(callback.id)).toMatchObject({
      suggested_cover_id: cover.coverId,
      suggested_reference: cover.reference,
    });

    const response = await act(`callback/${callback.id}/match`, { cover_id: cover.coverId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      message: 'Payment matched: the cover is paid and the client is told.',
      cover_id: cover.coverId,
    });
    expect(await coverStatus(context.database, cover.coverId)).toBe('active');
    const [payment] = await queryRows<{ status: string; settled_by: string; mpesa_receipt_number: string }>(
      context.database.db,
      sql`select status, settled_by, mpesa_receipt_number from stk_requests where checkout_request_id = ${callback.checkoutId}`,
    );
    expect(payment).toEqual({
      status: 'success',
      settled_by: 'operator',
      mpesa_receipt_number: callback.receipt,
    });
    expect(await notificationsOf(cover.coverId)).toBe(2);
    const audit = await auditRows(callback.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'payment_exception.matched',
      before: { kind: 'callback', amount: cover.amount, cover_status: 'inactive' },
      after: { outcome: 'matched', cover_id: cover.coverId, cover_status: 'active', needs_refund: false },
    });
    expect(await listed(callback.id)).toBeUndefined();

    // Matching it again changes nothing.
    const again = await act(`callback/${callback.id}/match`, { cover_id: cover.coverId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'This payment exception is no longer open.' });
    expect(await auditRows(callback.id)).toHaveLength(1);

    // The cover's own prompt, stuck: matched too, it cannot pay the cover twice; it is owed back instead.
    const firstActivation = await activatedAt(cover.coverId);
    clock.advance(PAST_GIVING_UP_MS);
    expect(await listed(cover.stkRequestId)).toMatchObject({ kind: 'prompt' });
    const second = await act(`prompt/${cover.stkRequestId}/match`, {
      cover_id: cover.coverId,
      receipt: 'rst0000001',
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().message).toBe(
      'Payment matched, but the cover was already paid (or its price changed): it is now listed as owed back.',
    );
    expect(await activatedAt(cover.coverId)).toEqual(firstActivation);
    expect(await notificationsOf(cover.coverId)).toBe(2);
    expect(await listed(cover.stkRequestId)).toMatchObject({
      kind: 'refund',
      receipt: 'RST0000001',
      detail: 'already_paid',
    });
  });

  it('refuses a callback whose amount is not the cover’s price, or a cover already paid', async () => {
    const cover = await coverWithOpenPrompt(context.app, context.database);
    const callback = await unmatchedPayment(cover.amount + 1);
    const response = await act(`callback/${callback.id}/match`, { cover_id: cover.coverId });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      `The payment (KES ${cover.amount + 1}) is not what that cover costs (KES ${cover.amount}).`,
    );
    expect(await coverStatus(context.database, cover.coverId)).toBe('inactive');
    expect(await auditRows(callback.id)).toHaveLength(0);
    expect(await listed(callback.id)).toBeDefined();
  });
});

describe('POST /api/admin/payment-exceptions/prompt/:id/match', () => {
  it('settles a stuck prompt as paid with the receipt from the statement', async () => {
    const cover = await coverWithOpenPrompt(context.app, context.database);
    clock.advance(PAST_GIVING_UP_MS);
    const withoutReceipt = await act(`prompt/${cover.stkRequestId}/match`, { cover_id: cover.coverId });
    expect(withoutReceipt.statusCode).toBe(400);
    expect(withoutReceipt.json().message).toBe(
      'Enter the M-Pesa receipt code of this payment (10 letters and digits).',
    );
    const other = await coverWithOpenPrompt(context.app, context.database);
    const wrongCover = await act(`prompt/${cover.stkRequestId}/match`, {
      cover_id: other.coverId,
      receipt: 'RST0000002',
    });
    expect(wrongCover.statusCode).toBe(400);
    expect(wrongCover.json().message).toBe('A prompt can only be matched to the cover it was sent for.');

    const response = await act(`prompt/${cover.stkRequestId}/match`, {
      cover_id: cover.coverId,
      receipt: 'RST0000002',
      note: 'Seen on the Simba paybill statement',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await coverStatus(context.database, cover.coverId)).toBe('active');
    expect(await notificationsOf(cover.coverId)).toBe(2);
    expect(await auditRows(cover.stkRequestId)).toHaveLength(1);
    expect(await listed(cover.stkRequestId)).toBeUndefined();
  });
});

describe('POST /api/admin/payment-exceptions/:kind/:id/resolve', () => {
  it('needs a note (400 saying so), then closes the exception once with one audit row', async () => {
    const callback = await unmatchedPayment(999);
    for (const payload of [{}, { note: '   ' }]) {
      const response = await act(`callback/${callback.id}/resolve`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: false,
        message: 'Write a note saying how this was resolved (for example the M-Pesa reversal reference).',
        errors: [
          {
            path: 'note',
            message: 'Write a note saying how this was resolved (for example the M-Pesa reversal reference).',
          },
        ],
      });
    }
    expect(await auditRows(callback.id)).toHaveLength(0);

    const note = 'Refunded via M-Pesa reversal, ref RVX1234567';
    const response = await act(`callback/${callback.id}/resolve`, { note });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: true, message: 'Marked resolved.', cover_id: null });
    expect(await listed(callback.id)).toBeUndefined();
    const audit = await auditRows(callback.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'payment_exception.resolved',
      before: { kind: 'callback', amount: 999, receipt: callback.receipt },
      after: { outcome: 'resolved', note },
    });

    const again = await act(`callback/${callback.id}/resolve`, { note });
    expect(again.statusCode).toBe(409);
    expect(await auditRows(callback.id)).toHaveLength(1);
  });

  it('closes a payment owed back with the refund’s reference', async () => {
    const cover = await coverWithOpenPrompt(context.app, context.database);
    await postPaidCallback(context.app, cover.checkoutId, cover.amount, { payer: cover.payer });
    await context.database.db.execute(
      sql`update stk_requests set needs_refund = true where id = ${cover.stkRequestId}`,
    );
    expect(await listed(cover.stkRequestId)).toMatchObject({ kind: 'refund' });
    const response = await act(`refund/${cover.stkRequestId}/resolve`, {
      note: 'Refunded via M-Pesa reversal, ref RVX7654321',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await listed(cover.stkRequestId)).toBeUndefined();
    expect(await auditRows(cover.stkRequestId)).toHaveLength(1);
  });

  it('answers 404 for an exception that does not exist', async () => {
    const response = await act(`prompt/${crypto.randomUUID()}/resolve`, { note: 'x' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('This payment exception was not found.');
  });
});

describe('who may use the desk', () => {
  it('answers 403 to an agent matching or resolving, whatever the body, and writes nothing', async () => {
    const cover = await coverWithOpenPrompt(context.app, context.database);
    const callback = await unmatchedPayment(cover.amount);
    for (const [path, payload] of [
      [`callback/${callback.id}/match`, { cover_id: cover.coverId }],
      [`callback/${callback.id}/resolve`, { note: 'Refunded via M-Pesa reversal, ref RVX1' }],
      [`refund/${cover.stkRequestId}/resolve`, {}],
    ] as const) {
      const response = await act(path, payload, agentToken);
      expect(response.statusCode, path).toBe(403);
      expect(response.json()).toEqual(adminOnly);
    }
    expect(await coverStatus(context.database, cover.coverId)).toBe('inactive');
    expect(await auditRows(callback.id)).toHaveLength(0);
    expect(await listed(callback.id)).toBeDefined();
  });

  it('answers 401 to a client’s token and to no token on every desk route', async () => {
    const clientToken = (await passwordClient(context.app, context.database)).token;
    const id = crypto.randomUUID();
    const routes = [
      { method: 'GET', url: '/api/admin/payment-exceptions' },
      { method: 'GET', url: '/api/admin/dashboard' },
      {
        method: 'POST',
        url: `/api/admin/payment-exceptions/callback/${id}/match`,
        payload: { cover_id: id },
      },
      { method: 'POST', url: `/api/admin/payment-exceptions/refund/${id}/resolve`, payload: { note: 'x' } },
    ] as const;
    for (const route of routes) {
      for (const headers of [bearer(clientToken), {}]) {
        const response = await context.app.inject({ ...route, headers });
        expect(response.statusCode, route.url).toBe(401);
        expect(response.json()).toEqual(signInFirst);
      }
    }
  });
});

describe('matching under pressure', () => {
  it('lets only one of two admins matching the same callback at once succeed; the cover activates once', async () => {
    const cover = await coverWithOpenPrompt(context.app, context.database);
    const callback = await unmatchedPayment(cover.amount, cover.payer);
    const answers = await Promise.all([
      act(`callback/${callback.id}/match`, { cover_id: cover.coverId }),
      act(`callback/${callback.id}/match`, { cover_id: cover.coverId }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await coverStatus(context.database, cover.coverId)).toBe('active');
    expect(await notificationsOf(cover.coverId)).toBe(2);
    expect(await auditRows(callback.id)).toHaveLength(1);
  });

  it('matches a prompt the reconciler gave up on: M-Pesa’s silence was not a failure', async () => {
    const cover = await coverWithOpenPrompt(context.app, context.database);
    clock.advance(PAST_GIVING_UP_MS);
    // As the reconciler leaves a prompt it never got a final answer about.
    await context.database.db.execute(
      sql`update stk_requests set status = 'failed', settled_by = 'gave_up' where id = ${cover.stkRequestId}`,
    );
    expect(await listed(cover.stkRequestId)).toMatchObject({ kind: 'prompt', detail: 'gave_up' });
    const response = await act(`prompt/${cover.stkRequestId}/match`, {
      cover_id: cover.coverId,
      receipt: 'RGU0000001',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await coverStatus(context.database, cover.coverId)).toBe('active');
    const [payment] = await queryRows<{ status: string; settled_by: string }>(
      context.database.db,
      sql`select status, settled_by from stk_requests where id = ${cover.stkRequestId}`,
    );
    expect(payment).toEqual({ status: 'success', settled_by: 'operator' });
  });

  it('answers generated bodies and ids with a 4xx in the error shape, never a 5xx', async () => {
    const cover = await coverWithOpenPrompt(context.app, context.database);
    const callback = await unmatchedPayment(cover.amount + 7);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('match', 'resolve'),
        fc.oneof(fc.constantFrom('refund', 'callback', 'prompt'), hostileText),
        fc.oneof(fc.constantFrom(callback.id, cover.stkRequestId), fc.uuid(), hostileText),
        fc.record(
          { cover_id: fc.oneof(fc.constant(cover.coverId), fc.uuid(), hostileText), receipt: hostileText },
          { requiredKeys: [] },
        ),
        async (action, kind, id, body) => {
          const response = await act(`${encodeUrlText(kind)}/${encodeUrlText(id)}/${action}`, body);
          expect(response.statusCode, response.body).toBeLessThan(500);
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
          expect(ApiErrorSchema.safeParse(response.json()).success, response.body).toBe(true);
        },
      ),
      { numRuns: fuzzRuns(60) },
    );
    expect(await coverStatus(context.database, cover.coverId)).toBe('inactive');
  });
});
