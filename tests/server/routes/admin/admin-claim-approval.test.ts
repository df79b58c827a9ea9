// What an approval may settle and who must give it. Every peril is capped from the
// product (the affected items' sums insured, or the liability limit the product states); above
// CLAIM_AGENT_APPROVAL_LIMIT (KSh 100,000 by default) one operator's approval only waits for a second
// person's, one of the two an admin; each approval is an audit row.
import { describe, expect, it } from 'vitest';
import { AdminClaimSchema } from '../../../../src/domain/api/admin-claims';
import { AdminMeResponseSchema } from '../../../../src/domain/api/admin-operators';
import { ClaimResponseSchema } from '../../../../src/domain/api/claims';
import { jpegBytes, pdfBytes, setupClaimsApp } from '../../../helpers/server-claims';

const {
  context,
  auth,
  clock,
  claimant,
  postClaim,
  upload,
  completeTheftClaim,
  claimRowsOf,
  signedInOperator,
} = setupClaimsApp();

const move = (token: string, claimId: string, action: string, payload?: object) =>
  context.app.inject({
    method: 'POST',
    url: `/api/admin/claims/${claimId}/${action}`,
    headers: auth(token),
    ...(payload ? { payload } : {}),
  });
const read = (token: string, url: string) => context.app.inject({ method: 'GET', url, headers: auth(token) });
const adminView = async (token: string, claimId: string) =>
  AdminClaimSchema.parse((await read(token, `/api/admin/claims/${claimId}`)).json());
const clientStatus = async (token: string, claimId: string) =>
  ClaimResponseSchema.parse((await read(token, `/api/home-insurance/claims/${claimId}`)).json()).data.status;

async function operator(role: 'agent' | 'admin') {
  const signedIn = await signedInOperator(role);
  const me = AdminMeResponseSchema.parse((await read(signedIn.token, '/api/admin/me')).json());
  return { ...signedIn, id: me.operator.id };
}

/** A tenant's claim that they damaged the landlord's building, with its documents, for review. */
async function liabilityClaim(client: Awaited<ReturnType<typeof claimant>>) {
  const response = await postClaim(client.token, {
    cover_id: client.coverId,
    peril: 'third_party_liability',
    occurred_at: new Date(clock.now().getTime() - 30 * 60 * 1000).toISOString(),
    place: 'Kilimani, Nairobi',
    description: 'A pipe I fitted burst and flooded the flat below, ruining its ceiling and floor.',
    third_party: 'The landlord, Mr Otieno, demands the repair of the flat below.',
  });
  expect(response.statusCode, response.body).toBe(201);
  const claim = ClaimResponseSchema.parse({ status: true, data: response.json().data }).data;
  for (const [documentType, bytes, type] of [
    ['third_party_claim', pdfBytes, 'application/pdf'],
    ['photo', jpegBytes, 'image/jpeg'],
  ] as const) {
    const uploaded = await upload(client.token, claim.id, { bytes, type, documentType });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
  }
  return claim;
}

async function underReview(token: string, claimId: string) {
  const started = await move(token, claimId, 'start-review');
  expect(started.statusCode, started.body).toBe(200);
}

describe('the cap on a settlement', () => {
  it('refuses an agent alone approving KSh 1,000,000,000 on a tenant’s liability claim whose product states KSh 500,000', async () => {
    // The cheapest product quoted for the tenant is Simba's Mpangaji: "Tenant’s liability … up to KSh 500,000".
    const client = await claimant({ productId: 'simba-mpangaji' });
    const claim = await liabilityClaim(client);
    const agent = await operator('agent');
    await underReview(agent.token, claim.id);

    const attack = await move(agent.token, claim.id, 'approve', { settled_amount: 1_000_000_000 });
    expect(attack.statusCode).toBe(400);
    expect(attack.json()).toEqual({
      status: false,
      code: 'claim_amount_above_liability_limit',
      message:
        "The settled amount cannot be more than the policy's third-party liability limit, KSh 500,000.",
      errors: [
        {
          path: 'settled_amount',
          message:
            "The settled amount cannot be more than the policy's third-party liability limit, KSh 500,000.",
        },
      ],
    });
    const settle = await move(agent.token, claim.id, 'settle', { payment_reference: 'SGH12AB34C' });
    expect(settle.statusCode).toBe(409);
    expect(await clientStatus(client.token, claim.id)).toBe('under_review');
    expect((await claimRowsOf(claim.id)).audit.map((row) => row.action)).toEqual(['claim.start_review']);
    expect((await adminView(agent.token, claim.id)).settlement_cap).toBe(500_000);
  });

  it('caps each peril from the product: the items’ sums insured, the stated liability limit, nothing where no liability is stated', async () => {
    const tenant = await claimant({ productId: 'simba-mpangaji' });
    const uncovered = await claimant({ productId: 'pwani-mpangaji-lite' });
    // Operator sessions end after 30 idle minutes: sign in once the clients' hours have passed.
    const agent = await operator('agent');
    const admin = await operator('admin');
    const theft = await completeTheftClaim(tenant);
    await underReview(agent.token, theft.id);
    expect((await adminView(agent.token, theft.id)).settlement_cap).toBe(300_000);
    const aboveItems = await move(admin.token, theft.id, 'approve', { settled_amount: 300_001 });
    expect(aboveItems.statusCode).toBe(400);
    expect(aboveItems.json()).toMatchObject({ code: 'claim_amount_above_insured' });

    const liability = await liabilityClaim(tenant);
    await underReview(agent.token, liability.id);
    const aboveLimit = await move(admin.token, liability.id, 'approve', { settled_amount: 500_001 });
    expect(aboveLimit.statusCode).toBe(400);
    expect(aboveLimit.json()).toMatchObject({ code: 'claim_amount_above_liability_limit' });
    expect((await move(agent.token, liability.id, 'approve', { settled_amount: 500_000 })).statusCode).toBe(
      200,
    );
    expect((await move(admin.token, liability.id, 'approve', { settled_amount: 500_000 })).statusCode).toBe(
      200,
    );
    expect(await clientStatus(tenant.token, liability.id)).toBe('approved');

    // Pwani's Mpangaji Lite states no liability cover: nothing can be settled under it, only declined.
    const notCovered = await liabilityClaim(uncovered);
    await underReview(agent.token, notCovered.id);
    expect((await adminView(agent.token, notCovered.id)).settlement_cap).toBe(0);
    const anything = await move(admin.token, notCovered.id, 'approve', { settled_amount: 1 });
    expect(anything.statusCode).toBe(400);
    expect(anything.json()).toMatchObject({
      code: 'claim_peril_not_covered',
      message:
        'This policy states no third-party liability cover, so this claim cannot be approved. Decline it with the reason.',
    });
    expect(await clientStatus(uncovered.token, notCovered.id)).toBe('under_review');
  });
});

describe('two people above the agent’s limit', () => {
  it('lets an agent approve KSh 100,000 alone, and holds KSh 100,001 for an admin’s second approval', async () => {
    const client = await claimant();
    const agent = await operator('agent');
    const small = await completeTheftClaim(client);
    await underReview(agent.token, small.id);
    const alone = await move(agent.token, small.id, 'approve', { settled_amount: 100_000 });
    expect(alone.json()).toMatchObject({ claim_status: 'approved' });

    const large = await completeTheftClaim(client, { place: 'Lavington, Nairobi' });
    await underReview(agent.token, large.id);
    const first = await move(agent.token, large.id, 'approve', { settled_amount: 100_001 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      status: true,
      message:
        'Your approval of KSh 100,001 is recorded. Above KSh 100,000 an admin must approve too: the claim waits for that second approval.',
      claim_status: 'under_review',
    });
    expect(await clientStatus(client.token, large.id)).toBe('under_review');
    const waiting = await adminView(agent.token, large.id);
    expect(waiting.approval).toEqual({
      agent_limit: 100_000,
      pending: {
        amount: 100_001,
        by: 'Test agent',
        by_id: agent.id,
        by_role: 'agent',
        at: clock.now().toISOString(),
        needs: 'admin',
      },
    });
    const settleEarly = await move(agent.token, large.id, 'settle', { payment_reference: 'SGH12AB34C' });
    expect(settleEarly.statusCode).toBe(409);

    const admin = await operator('admin');
    const second = await move(admin.token, large.id, 'approve', { settled_amount: 100_001 });
    expect(second.json()).toEqual({
      status: true,
      message: 'Approved. The client is being told.',
      claim_status: 'approved',
    });
    expect((await adminView(admin.token, large.id)).approval.pending).toBeNull();
    await context.app.notifications.drain();
    const { audit, notifications } = await claimRowsOf(large.id);
    expect(notifications.filter((row) => row.kind.includes(':approved:'))).toHaveLength(2);
    expect(audit.map((row) => [row.action, row.operator_id])).toEqual([
      ['claim.start_review', agent.id],
      ['claim.first_approval', agent.id],
      ['claim.approve', admin.id],
    ]);
    expect(audit[1]).toMatchObject({
      before: { status: 'under_review', settled_amount: null },
      after: { status: 'under_review', first_approval: { operator_id: agent.id, amount: 100_001 } },
    });
    expect(audit[2]).toMatchObject({
      after: {
        status: 'approved',
        settled_amount: 100_001,
        first_approval: { operator_id: agent.id, amount: 100_001 },
      },
    });
  });

  it('never lets one person give both approvals, nor two agents', async () => {
    const client = await claimant();
    const [agent, otherAgent, admin] = [
      await operator('agent'),
      await operator('agent'),
      await operator('admin'),
    ];
    const claim = await completeTheftClaim(client);
    await underReview(agent.token, claim.id);
    await move(agent.token, claim.id, 'approve', { settled_amount: 250_000 });

    const again = await move(agent.token, claim.id, 'approve', { settled_amount: 250_000 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      status: false,
      code: 'claim_second_approver_same',
      message:
        'You gave the first approval of this claim; the second must be someone else’s. Nothing was changed.',
    });
    const byAgent = await move(otherAgent.token, claim.id, 'approve', { settled_amount: 250_000 });
    expect(byAgent.statusCode).toBe(403);
    expect(byAgent.json()).toEqual({
      status: false,
      code: 'claim_second_approval_admin',
      message: 'Above KSh 100,000 an admin must give the second approval. Nothing was changed.',
    });
    expect(await clientStatus(client.token, claim.id)).toBe('under_review');

    // An admin's approval above the limit waits too: for anyone else's, as four eyes need.
    const byAdmin = await completeTheftClaim(client, { place: 'Lavington, Nairobi' });
    await underReview(agent.token, byAdmin.id);
    const adminFirst = await move(admin.token, byAdmin.id, 'approve', { settled_amount: 250_000 });
    expect(adminFirst.json()).toMatchObject({
      claim_status: 'under_review',
      message:
        'Your approval of KSh 250,000 is recorded. Above KSh 100,000 a second person must approve too: the claim waits for that second approval.',
    });
    expect((await move(admin.token, byAdmin.id, 'approve', { settled_amount: 250_000 })).statusCode).toBe(
      409,
    );
    expect((await adminView(agent.token, byAdmin.id)).approval.pending?.needs).toBe('anyone_else');
    const agentSecond = await move(agent.token, byAdmin.id, 'approve', { settled_amount: 250_000 });
    expect(agentSecond.json()).toMatchObject({ claim_status: 'approved' });
    expect((await claimRowsOf(claim.id)).audit.map((row) => row.action)).toEqual([
      'claim.start_review',
      'claim.first_approval',
    ]);
  });

  it('takes a different amount as a new first approval, and forgets a waiting approval when the claim moves on', async () => {
    const client = await claimant();
    const [agent, admin] = [await operator('agent'), await operator('admin')];
    const claim = await completeTheftClaim(client);
    await underReview(agent.token, claim.id);
    await move(agent.token, claim.id, 'approve', { settled_amount: 250_000 });
    // The admin thinks 200,000 is right: that is their first approval, and now the agent must agree.
    const lower = await move(admin.token, claim.id, 'approve', { settled_amount: 200_000 });
    expect(lower.json()).toMatchObject({ claim_status: 'under_review' });
    expect((await adminView(agent.token, claim.id)).approval.pending).toMatchObject({
      amount: 200_000,
      by_id: admin.id,
    });
    const agreed = await move(agent.token, claim.id, 'approve', { settled_amount: 200_000 });
    expect(agreed.json()).toMatchObject({ claim_status: 'approved' });
    expect(
      (await claimRowsOf(claim.id)).audit.map((row) => [row.action, row.operator_id, row.after]),
    ).toEqual([
      ['claim.start_review', agent.id, expect.anything()],
      [
        'claim.first_approval',
        agent.id,
        expect.objectContaining({ first_approval: expect.objectContaining({ amount: 250_000 }) }),
      ],
      [
        'claim.first_approval',
        admin.id,
        expect.objectContaining({ first_approval: expect.objectContaining({ amount: 200_000 }) }),
      ],
      ['claim.approve', agent.id, expect.objectContaining({ settled_amount: 200_000 })],
    ]);

    const asked = await completeTheftClaim(client, { place: 'Lavington, Nairobi' });
    await underReview(agent.token, asked.id);
    await move(agent.token, asked.id, 'approve', { settled_amount: 250_000 });
    const requested = await move(agent.token, asked.id, 'request-document', {
      document_type: 'repair_estimate',
      message: 'A quotation for the sofa set of the same kind, from a furniture shop.',
    });
    expect(requested.statusCode).toBe(200);
    expect((await adminView(agent.token, asked.id)).approval.pending).toBeNull();
  });
});
