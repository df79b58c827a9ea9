// GET /api/admin/applications and /applications/:id: paid covers awaiting review, the
// longest-waiting first with their age against the 48-hour promise, and one application in full; only for
// a signed-in operator (a client's token, a disabled operator or none: 401 in words).
import { describe, expect, it } from 'vitest';
import { ApplicationSchema, ApplicationsQueueSchema } from '../../../../src/domain/api/admin-applications';
import { setupApplicationsApp } from '../../../helpers/server-applications';
import { commandLineOperators } from '../../../helpers/server-operators';
import { passwordClient } from '../../../helpers/server-signup';

const { context, clock, boughtCover, signedInOperator, auth } = setupApplicationsApp();

const HOUR = 60 * 60 * 1000;
const signInFirst = { status: false, code: 'unauthorized', message: 'Please sign in to the back office.' };

const get = (url: string, token?: string) =>
  context.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });

async function queue(token: string) {
  const response = await get('/api/admin/applications', token);
  expect(response.statusCode, response.body).toBe(200);
  return ApplicationsQueueSchema.parse(response.json()).applications;
}

describe('the applications queue', () => {
  it('lists paid covers awaiting review oldest first, with their age against the 48-hour promise', async () => {
    const older = await boughtCover();
    clock.advance(47 * HOUR);
    const newer = await boughtCover();
    const unpaid = await boughtCover({ paid: false });
    clock.advance(2 * HOUR);
    // Signed in now: operator sessions are short, the covers' wait is not.
    const { token } = await signedInOperator('agent');

    const listed = await queue(token);
    const ids = listed.map((application) => application.cover_id);
    expect(ids).not.toContain(unpaid.coverId);
    expect(ids.indexOf(older.coverId)).toBeLessThan(ids.indexOf(newer.coverId));
    const paidAts = listed.map((application) => application.paid_at);
    expect(paidAts).toEqual([...paidAts].sort());
    expect(listed.find((application) => application.cover_id === older.coverId)).toMatchObject({
      holder_name: 'Wanjiru Kamau',
      amount_paid: older.amount,
      review_status: 'pending',
      age_hours: 49,
      overdue: true,
    });
    expect(listed.find((application) => application.cover_id === newer.coverId)).toMatchObject({
      age_hours: 2,
      overdue: false,
    });
  });

  it('shows one application in full: contact and KYC, property, items, premium, payment and receipt', async () => {
    const { token } = await signedInOperator('admin');
    const cover = await boughtCover();
    const response = await get(`/api/admin/applications/${cover.coverId}`, token);
    expect(response.statusCode, response.body).toBe(200);
    const application = ApplicationSchema.parse(response.json());
    expect(application.contact).toEqual({
      name: 'Wanjiru Kamau',
      msisdn: cover.holder,
      email: cover.email,
      id_number: '30123456',
      kra_pin: 'A001234567Z',
      profession: 'Engineer',
      address: 'P.O. Box 1-00100, Nairobi',
    });
    expect(application.policy).toMatchObject({
      id: cover.coverId,
      location: 'Kilimani',
      type_of_residence: 'Apartment',
      house_hold_items: [{ name: 'Sofa set', value: 300_000 }],
      quotation: cover.amount,
    });
    const breakdown = application.premium_breakdown;
    expect(breakdown.premium + breakdown.phcf + breakdown.training_levy + breakdown.stamp_duty).toBe(
      breakdown.total,
    );
    expect(breakdown.total).toBe(cover.amount);
    expect(application.payments).toEqual([
      expect.objectContaining({
        status: 'success',
        amount: cover.amount,
        msisdn: cover.payer,
        mpesa_receipt_number: cover.receipt,
        needs_refund: false,
      }),
    ]);
    expect(application.review).toEqual({ status: 'pending', note: null, policy_number: null, history: [] });
    expect(application.overdue).toBe(false);
  });

  it('answers 404 in words for a cover that does not exist', async () => {
    const { token } = await signedInOperator('agent');
    const response = await get('/api/admin/applications/7d6f1c1e-0000-4000-8000-000000000000', token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: false, message: 'No such application.' });
  });
});

describe('who may use the applications queue', () => {
  const routes = (coverId: string) =>
    [
      ['GET', '/api/admin/applications', undefined],
      ['GET', `/api/admin/applications/${coverId}`, undefined],
      ['POST', `/api/admin/applications/${coverId}/approve`, {}],
      ['POST', `/api/admin/applications/${coverId}/decline`, { reason: 'Not insurable' }],
      ['POST', `/api/admin/applications/${coverId}/request-info`, { message: 'A photo of the door' }],
    ] as const;

  async function expectAllRefused(coverId: string, token?: string) {
    for (const [method, url, payload] of routes(coverId)) {
      const response = await context.app.inject({
        method,
        url,
        headers: token ? auth(token) : {},
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual(signInFirst);
    }
  }

  it('refuses no token, a client’s token and a disabled operator, and changes nothing', async () => {
    const cover = await boughtCover();
    await expectAllRefused(cover.coverId);

    const client = await passwordClient(context.app, context.database);
    await expectAllRefused(cover.coverId, client.token);

    const disabled = await signedInOperator('agent');
    expect((await get('/api/admin/applications', disabled.token)).statusCode).toBe(200);
    await commandLineOperators(context.database, clock).accounts.disable(disabled.email);
    await expectAllRefused(cover.coverId, disabled.token);

    const { token } = await signedInOperator('agent');
    const application = ApplicationSchema.parse(
      (await get(`/api/admin/applications/${cover.coverId}`, token)).json(),
    );
    expect(application.review.status).toBe('pending');
  });
});
