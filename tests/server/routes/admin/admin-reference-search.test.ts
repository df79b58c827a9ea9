// In the back office, a client phones and reads out their purchase reference (K7Q3-M9XT).
// The operator sees that reference beside every policy the back office names, and finds the application
// and the client's claims by typing it as it was heard: any case, with or without the hyphen or spaces.
import { describe, expect, it } from 'vitest';
import {
  ApplicationSchema,
  ApplicationsQueueSchema,
  FoundApplicationSchema,
} from '../../../../src/domain/api/admin-applications';
import { AdminClaimSchema, ClaimsQueueSchema } from '../../../../src/domain/api/admin-claims';
import { purchaseReferenceAlphabet } from '../../../../src/domain/purchase-reference';
import { setupClaimsApp } from '../../../helpers/server-claims';
import { passwordClient } from '../../../helpers/server-signup';

const { context, auth, claimant, claimOf, signedInOperator } = setupClaimsApp();

const get = (url: string, token?: string) =>
  context.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });

/** The reference as heard over the phone and typed quickly: lower case, no hyphen. */
const asTyped = (reference: string) => reference.replace('-', '').toLowerCase();

async function referenceOf(coverId: string, token: string) {
  const application = ApplicationSchema.parse(
    (await get(`/api/admin/applications/${coverId}`, token)).json(),
  );
  const reference = application.policy.reference;
  expect(reference).toMatch(
    new RegExp(`^[${purchaseReferenceAlphabet}]{4}-[${purchaseReferenceAlphabet}]{4}$`),
  );
  return reference as string;
}

describe('the purchase reference in the back office', () => {
  it('is in the applications queue beside each application, and finds the application typed any way', async () => {
    const client = await claimant();
    const { token } = await signedInOperator('agent');
    const reference = await referenceOf(client.coverId, token);

    const queue = ApplicationsQueueSchema.parse((await get('/api/admin/applications', token)).json());
    expect(queue.applications.find((row) => row.cover_id === client.coverId)).toMatchObject({
      reference,
      policy_number: null,
    });

    for (const typed of [asTyped(reference), ` ${reference.toLowerCase()} `, reference.replace('-', ' ')]) {
      const found = await get(`/api/admin/applications/find?reference=${encodeURIComponent(typed)}`, token);
      expect(found.statusCode, found.body).toBe(200);
      expect(FoundApplicationSchema.parse(found.json())).toEqual({ cover_id: client.coverId, reference });
    }
  });

  it('answers in words for a reference nobody holds or one that cannot be a reference', async () => {
    const { token } = await signedInOperator('agent');
    const unknown = await get('/api/admin/applications/find?reference=zzzz2222', token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      status: false,
      message: 'No policy has the reference ZZZZ-2222. Check it with the client.',
    });
    const garbled = await get('/api/admin/applications/find?reference=K7Q3-M9X0', token);
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json()).toMatchObject({
      status: false,
      message: 'A reference is 8 letters and digits, like K7Q3-M9XT.',
    });
  });

  it('is on the claims queue and the claim page, and filters the claims queue typed any way', async () => {
    const client = await claimant();
    const claim = await claimOf(client);
    const other = await claimOf(await claimant());
    const { token } = await signedInOperator('agent');
    const reference = await referenceOf(client.coverId, token);

    const all = ClaimsQueueSchema.parse((await get('/api/admin/claims', token)).json()).claims;
    expect(all.find((row) => row.id === claim.id)).toMatchObject({ reference, policy_number: null });
    expect(all.map((row) => row.id)).toContain(other.id);

    const filtered = await get(`/api/admin/claims?reference=${asTyped(reference)}`, token);
    expect(filtered.statusCode, filtered.body).toBe(200);
    expect(ClaimsQueueSchema.parse(filtered.json()).claims.map((row) => row.id)).toEqual([claim.id]);

    const full = AdminClaimSchema.parse((await get(`/api/admin/claims/${claim.id}`, token)).json());
    expect(full.cover).toMatchObject({ id: client.coverId, reference, policy_number: null });
  });

  it('stays behind the operator sign-in: a client’s token gets 401, an agent still 403 on admin work', async () => {
    const client = await claimant();
    const { token } = await signedInOperator('agent');
    const typed = asTyped(await referenceOf(client.coverId, token));
    const clientToken = (await passwordClient(context.app, context.database)).token;
    for (const url of [
      `/api/admin/applications/find?reference=${typed}`,
      `/api/admin/claims?reference=${typed}`,
    ]) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, clientToken)).statusCode).toBe(401);
    }
    const match = await context.app.inject({
      method: 'POST',
      url: '/api/admin/payment-exceptions/callback/1/match',
      headers: auth(token),
      payload: { cover_id: client.coverId },
    });
    expect(match.statusCode).toBe(403);
  });
});
