// A declined application is not in force: its payment is refunded, so nothing more is added to
// it or paid for it, and it does not keep its holder from deleting their account as a live cover would.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiErrorSchema, PoliciesResponseSchema, type Policy } from '../../../../src/domain/api';
import { queryRows } from '../../../../src/server/db/query-rows';
import { setupApplicationsApp } from '../../../helpers/server-applications';
import { payerEndingIn } from '../../../helpers/server-payments';
import { signIn } from '../../../helpers/server-sign-in';

const { context, sms, boughtCover, signedInOperator, auth } = setupApplicationsApp();

async function declinedCoverOfSignedInHolder() {
  const agent = await signedInOperator('agent');
  const cover = await boughtCover();
  const declined = await context.app.inject({
    method: 'POST',
    url: `/api/admin/applications/${cover.coverId}/decline`,
    headers: auth(agent.token),
    payload: { reason: 'The property is outside the area covered.' },
  });
  expect(declined.statusCode, declined.body).toBe(200);
  const token = await signIn(context.app, sms, cover.holder, '10.5.0.1');
  const listed = await context.app.inject({
    method: 'GET',
    url: '/api/home-insurance/covers',
    headers: auth(token),
  });
  const policy = PoliciesResponseSchema.parse(listed.json()).data.find((row) => row.id === cover.coverId);
  if (!policy) throw new Error('the holder does not see the declined cover');
  return { cover, token, policy };
}

const laptop = { name: 'Laptop', value: 40_000 };
const itemsBody = (policy: Policy) => ({
  policyId: policy.id,
  portable_items: [...policy.portable_items, laptop],
  value_of_portable_items: policy.value_of_portable_items + laptop.value,
  house_hold_items: policy.house_hold_items,
  value_of_house_hold_items: policy.value_of_house_hold_items,
});

describe('a declined application', () => {
  it('takes no added items: 409 in words, and nothing is due', async () => {
    const { cover, token, policy } = await declinedCoverOfSignedInHolder();
    const response = await context.app.inject({
      method: 'PUT',
      url: `/api/home-insurance/covers/${cover.coverId}/items`,
      headers: auth(token),
      payload: itemsBody(policy),
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(ApiErrorSchema.parse(response.json())).toMatchObject({
      code: 'cover_declined',
      message: 'This application was declined, so nothing can be added to it or paid for it.',
    });
    const pay = await context.app.inject({
      method: 'POST',
      url: `/api/home-insurance/mpesa/stkpush/${cover.coverId}?msisdn=${payerEndingIn('1037')}`,
      headers: auth(token),
      remoteAddress: '10.5.0.2',
    });
    expect(pay.statusCode, pay.body).toBe(409);
  });

  it('does not charge for items added before the decline', async () => {
    const agent = await signedInOperator('agent');
    const cover = await boughtCover();
    const token = await signIn(context.app, sms, cover.holder, '10.5.0.3');
    const listed = await context.app.inject({
      method: 'GET',
      url: '/api/home-insurance/covers',
      headers: auth(token),
    });
    const policy = PoliciesResponseSchema.parse(listed.json()).data.find((row) => row.id === cover.coverId);
    if (!policy) throw new Error('the holder does not see the cover');
    const added = await context.app.inject({
      method: 'PUT',
      url: `/api/home-insurance/covers/${cover.coverId}/items`,
      headers: auth(token),
      payload: itemsBody(policy),
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(PoliciesResponseSchema.shape.data.element.parse(added.json().data).amount_due).toBeGreaterThan(0);
    await context.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${cover.coverId}/decline`,
      headers: auth(agent.token),
      payload: { reason: 'The property is outside the area covered.' },
    });
    const pay = await context.app.inject({
      method: 'POST',
      url: `/api/home-insurance/mpesa/stkpush/${cover.coverId}?msisdn=${payerEndingIn('1037')}`,
      headers: auth(token),
      remoteAddress: '10.5.0.4',
    });
    expect(pay.statusCode, pay.body).toBe(409);
    expect(ApiErrorSchema.parse(pay.json()).code).toBe('cover_declined');
  });

  it('does not keep its holder from deleting their account', async () => {
    const { cover, token } = await declinedCoverOfSignedInHolder();
    const [holder] = await queryRows<{ user_id: string }>(
      context.database.db,
      sql`select user_id from covers where id = ${cover.coverId}`,
    );
    const holderId = holder?.user_id ?? '';
    const response = await context.app.inject({
      method: 'DELETE',
      url: `/api/home-insurance/users/${holderId}`,
      headers: auth(token),
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
