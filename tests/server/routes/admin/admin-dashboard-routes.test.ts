// The back office's dashboard: today's quotes, purchases, payments and approvals counted over
// Nairobi's day (UTC+3) on the injected clock, and the oldest waiting application and payment exception.
import { beforeAll, describe, expect, it } from 'vitest';
import { DashboardSchema } from '../../../../src/domain/api/admin-dashboard';
import { nairobiDay } from '../../../../src/domain/back-office/nairobi-day';
import { setupTestApp, testConfig } from '../../../helpers/server-app';
import { testClock } from '../../../helpers/server-clock';
import { bearer, coverWithOpenPrompt, postPaidCallback } from '../../../helpers/server-desk';
import { operatorToken, readyOperator } from '../../../helpers/server-operators';
import { TEST_CALLBACK_TOKEN } from '../../../helpers/server-payments';

// 22:00 in Nairobi on 1 March: the evening before the day the dashboard is read.
const clock = testClock(new Date('2026-03-01T19:00:00.000Z'));
const context = setupTestApp({ clock, config: testConfig({ MPESA_CALLBACK_TOKEN: TEST_CALLBACK_TOKEN }) });

let agent: Awaited<ReturnType<typeof readyOperator>>;
beforeAll(async () => {
  agent = await readyOperator(context.app, context.database, clock, 'agent');
});

/** Read by an agent signed in just before (sessions end after 30 idle minutes; the clock jumps hours). */
const dashboard = async () => {
  const response = await context.app.inject({
    method: 'GET',
    url: '/api/admin/dashboard',
    headers: bearer(await operatorToken(context.app, clock, agent)),
  });
  expect(response.statusCode, response.body).toBe(200);
  return DashboardSchema.parse(response.json());
};

/** A review decision by an agent, as the applications queue makes it. */
async function review(coverId: string, action: string, payload: object) {
  const response = await context.app.inject({
    method: 'POST',
    url: `/api/admin/applications/${coverId}/${action}`,
    headers: bearer(await operatorToken(context.app, clock, agent)),
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}

const moveTo = (iso: string) => clock.advance(new Date(iso).getTime() - clock.now().getTime());

/** A cover bought and paid now (each buy also asks for a quote). */
async function paidCover() {
  const cover = await coverWithOpenPrompt(context.app, context.database);
  await postPaidCallback(context.app, cover.checkoutId, cover.amount, { payer: cover.payer });
  return cover;
}

describe('nairobiDay', () => {
  it('starts the day at 21:00 UTC the evening before', () => {
    expect(nairobiDay(new Date('2026-03-01T20:59:59.999Z')).day).toBe('2026-03-01');
    const day = nairobiDay(new Date('2026-03-01T21:00:00.000Z'));
    expect(day).toEqual({
      day: '2026-03-02',
      start: new Date('2026-03-01T21:00:00.000Z'),
      end: new Date('2026-03-02T21:00:00.000Z'),
    });
  });
});

describe('GET /api/admin/dashboard', () => {
  it('shows nothing on a quiet day', async () => {
    expect(await dashboard()).toEqual({
      day: '2026-03-01',
      quotes: 0,
      purchases: 0,
      payments: { count: 0, total: 0 },
      approvals: 0,
      claims: 0,
      oldest_application: null,
      oldest_exception: null,
    });
  });

  it('counts only Nairobi’s today and names the oldest waiting application and exception', async () => {
    // 1 March, 23:00 and 23:30 in Nairobi: yesterday by the time the dashboard is read.
    moveTo('2026-03-01T20:00:00.000Z');
    const declinedToday = await paidCover();
    moveTo('2026-03-01T20:30:00.000Z');
    const yesterday = await paidCover();
    // 2 March, 00:30 in Nairobi (still 1 March in UTC): today.
    moveTo('2026-03-01T21:30:00.000Z');
    const early = await paidCover();
    moveTo('2026-03-02T06:00:00.000Z');
    const later = await paidCover();
    await postPaidCallback(context.app, 'ws_CO_nobody_knows', 777, { receipt: 'RNK0000001' });
    clock.advance(60_000);
    // Bought but never paid: by the time the dashboard is read its prompt is stuck, but younger.
    await coverWithOpenPrompt(context.app, context.database);
    // This morning's review, through its own routes: the early one approved, yesterday's first declined
    // (its payment flagged for refund: still yesterday's payment), yesterday's second asked for more.
    moveTo('2026-03-02T06:30:00.000Z');
    await review(early.coverId, 'approve', {});
    await review(declinedToday.coverId, 'decline', { reason: 'Outside the area we insure' });
    await review(yesterday.coverId, 'request-info', { message: 'A photo of the front door' });
    moveTo('2026-03-02T09:00:00.000Z');

    expect(await dashboard()).toEqual({
      day: '2026-03-02',
      quotes: 3,
      purchases: 3,
      payments: { count: 2, total: early.amount + later.amount },
      approvals: 1,
      claims: 0,
      oldest_application: {
        cover_id: yesterday.coverId,
        paid_at: '2026-03-01T20:30:00.000Z',
        age_minutes: 12 * 60 + 30,
        review_status: 'info_requested',
      },
      oldest_exception: expect.objectContaining({ kind: 'callback', amount: 777, age_minutes: 3 * 60 }),
    });
  });
});
