// POST/GET /api/home-insurance/claims: a client makes a claim on their own cover and follows it;
// the domain's rules answer through the route in the same words; another client's claim is a 404 that says
// nothing; a retried submission makes one claim.
import { describe, expect, it } from 'vitest';
import {
  ClaimCreatedResponseSchema,
  ClaimResponseSchema,
  ClaimsResponseSchema,
} from '../../../../src/domain/api/claims';
import { claimRequestMessages } from '../../../../src/domain/claims/claim-request';
import { claimReceivedWaitMs } from '../../../../src/server/services/claims/claim-notices';
import { claimCases, withItem } from '../../../fixtures/claim-cases';
import { setupClaimsApp } from '../../../helpers/server-claims';
import { signIn } from '../../../helpers/server-sign-in';

const { context, auth, clock, boughtCover, claimant, theftOf, postClaim, claimOf, claimRowsOf, mail, sms } =
  setupClaimsApp();

const get = (token: string, url: string) => context.app.inject({ method: 'GET', url, headers: auth(token) });

describe('making a claim', () => {
  it('receives a theft claim with its items, the documents it needs and what to do next, and tells the client once', async () => {
    const client = await claimant();
    expect(client.form.items).toEqual([
      { item_id: expect.any(String), name: 'Sofa set', kind: 'household', sum_insured: 300_000 },
    ]);
    const response = await postClaim(client.token, theftOf(client));
    expect(response.statusCode, response.body).toBe(201);
    const created = ClaimCreatedResponseSchema.parse(response.json());
    expect(created.data).toMatchObject({
      cover_id: client.coverId,
      peril: 'burglary_theft',
      status: 'received',
      items: [{ name: 'Sofa set', sum_insured: 300_000, estimated_loss: 120_000 }],
      total_estimated_loss: 120_000,
      missing_documents: ['police_abstract', 'photo', 'proof_of_ownership'],
      next_step:
        'Upload the documents still missing: Police abstract with the OB number; Photos of the damage; Receipts or proof of ownership of the affected items.',
      settlement_days: null,
      history: [{ status: 'received', note: null }],
    });
    await context.app.notifications.drain();
    // The client's words wait a little for the files the portal sends after the claim.
    expect((await claimRowsOf(created.data.id)).notifications.map((row) => row.status)).toEqual([
      'pending',
      'pending',
    ]);
    clock.advance(claimReceivedWaitMs);
    await context.app.notifications.sendDue();
    const { notifications } = await claimRowsOf(created.data.id);
    expect(notifications.map((row) => [row.channel, row.status])).toEqual([
      ['email', 'sent'],
      ['sms', 'sent'],
    ]);
    const reference = `CLM-${created.data.id.slice(0, 8).toUpperCase()}`;
    expect(created.data.reference).toBe(reference);
    expect(
      mail.messages().filter((message) => message.subject === `Claim ${reference}: Received`),
    ).toHaveLength(1);
    expect(
      sms.messages().filter((message) => message.text.includes(`claim ${reference} has been received`)),
    ).toEqual([{ to: client.holder, text: expect.stringContaining('Upload the documents still missing') }]);

    const listed = ClaimsResponseSchema.parse((await get(client.token, '/api/home-insurance/claims')).json());
    expect(listed.data.map((claim) => claim.id)).toEqual([created.data.id]);
  });

  it.each(claimCases)('answers $name as the domain does', async ({ change, error }) => {
    const client = await claimant();
    const itemId = client.form.items[0]?.item_id ?? '';
    const response = await postClaim(client.token, { ...theftOf(client), ...withItem(change, itemId) });
    if (!error) {
      expect(response.statusCode, response.body).toBe(201);
      return;
    }
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, errors: expect.arrayContaining([error]) });
  });

  it.each([
    [
      'a loss above the sum insured',
      { estimated_loss: 300_001 },
      'items.0.estimated_loss',
      'The estimated loss of Sofa set cannot be more than its sum insured, KSh 300,000.',
    ],
    [
      'a date in the future',
      { occurred_at: '2030-01-01T00:00:00Z' },
      'occurred_at',
      claimRequestMessages.occurredInFuture,
    ],
    [
      'a date before cover began',
      { occurred_at: '2025-01-01T00:00:00Z' },
      'occurred_at',
      claimRequestMessages.beforeCover,
    ],
  ])('refuses %s against the cover with 400 in words', async (_case, change, path, message) => {
    const client = await claimant();
    const itemId = client.form.items[0]?.item_id;
    const body =
      'estimated_loss' in change
        ? theftOf(client, { items: [{ item_id: itemId, estimated_loss: change.estimated_loss }] })
        : theftOf(client, change);
    const response = await postClaim(client.token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, message, errors: [{ path, message }] });
  });

  it('refuses a claim on a cover not yet paid, whose form offers no period', async () => {
    const cover = await boughtCover({ paid: false });
    const token = await signIn(context.app, sms, cover.holder, '10.13.251.1');
    const form = await get(token, `/api/home-insurance/claims/claimable/${cover.coverId}`);
    expect(form.statusCode).toBe(200);
    expect(form.json().data.period).toBeNull();
    const response = await postClaim(token, {
      cover_id: cover.coverId,
      peril: 'burglary_theft',
      occurred_at: clock.now().toISOString(),
      place: 'Kilimani',
      description: 'The door was forced at night and the sofa set was carried away.',
      items: [{ item_id: form.json().data.items[0].item_id, estimated_loss: 1000 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: claimRequestMessages.notInForce });
  });

  it('takes a third-party liability claim with no items of the client’s own', async () => {
    const client = await claimant();
    const claim = await claimOf(client, {
      peril: 'third_party_liability',
      items: [],
      third_party:
        'The tenant below, Mr Otieno: water from my burst tank damaged his ceiling; he asks KSh 40,000.',
    });
    expect(claim).toMatchObject({ items: [], missing_documents: ['third_party_claim', 'photo'] });
  });

  it('makes one claim when a submission is retried with the same Idempotency-Key', async () => {
    const client = await claimant();
    const body = theftOf(client);
    const headers = { 'idempotency-key': 'f2b0d7e4-8c53-4bb4-a7bd-3a1b5c0e9d11' };
    const [first, second] = await Promise.all([
      postClaim(client.token, body, headers),
      postClaim(client.token, body, headers),
    ]);
    const third = await postClaim(client.token, body, headers);
    const answers = [first, second, third];
    const created = answers.filter((answer) => answer.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(2);
    expect(new Set(created.map((answer) => answer.json().data.id)).size).toBe(1);
    expect(third.headers['idempotent-replayed']).toBe('true');
    const listed = ClaimsResponseSchema.parse((await get(client.token, '/api/home-insurance/claims')).json());
    expect(listed.data).toHaveLength(1);
    // The outbox resending a claim made offline tells the client once, too.
    await context.app.notifications.drain();
    const { notifications } = await claimRowsOf(listed.data[0]?.id ?? '');
    expect(notifications.map((row) => row.channel)).toEqual(['email', 'sms']);
  });

  it('makes one claim when the same claim is sent twice without a key', async () => {
    const client = await claimant();
    const body = theftOf(client);
    const first = await postClaim(client.token, body);
    const second = await postClaim(client.token, body);
    expect(second.json().data.id).toBe(first.json().data.id);
  });

  it('takes at most three claims a day on one cover', async () => {
    const client = await claimant();
    for (const place of ['Kilimani', 'Lavington', 'Westlands']) await claimOf(client, { place });
    const fourth = await postClaim(client.token, theftOf(client, { place: 'Karen' }));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({
      code: 'claims_per_day',
      message: 'You have made 3 claims on this policy today. Please call us if you need to make another.',
    });
  });
});

describe('who may see a claim', () => {
  it('answers 401 without a session, before the body is read', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/home-insurance/claims',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      status: false,
      code: 'unauthorized',
      message: 'Please sign in again.',
    });
  });

  it('shows another client’s claim, cover or list as nothing: the same 404 as no claim', async () => {
    const owner = await claimant();
    const other = await claimant();
    const claim = await claimOf(owner);
    const theirs = await get(other.token, `/api/home-insurance/claims/${claim.id}`);
    const none = await get(other.token, '/api/home-insurance/claims/00000000-0000-4000-8000-000000000000');
    for (const response of [theirs, none]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        status: false,
        code: 'claim_not_found',
        message: 'Claim not found.',
      });
    }
    const onTheirCover = await postClaim(other.token, theftOf(owner));
    expect(onTheirCover.statusCode).toBe(404);
    expect(onTheirCover.json()).toEqual({
      status: false,
      code: 'cover_not_found',
      message: 'Policy not found. Please start a new quote.',
    });
    const form = await get(other.token, `/api/home-insurance/claims/claimable/${owner.coverId}`);
    expect(form.statusCode).toBe(404);
    expect(
      ClaimsResponseSchema.parse((await get(other.token, '/api/home-insurance/claims')).json()).data,
    ).toEqual([]);
    const mine = ClaimResponseSchema.parse(
      (await get(owner.token, `/api/home-insurance/claims/${claim.id}`)).json(),
    );
    expect(mine.data.id).toBe(claim.id);
  });
});
