// /api/admin/claims: the queue oldest first, one claim in full with its files, and the five
// moves. Each move changes the claim once, tells the client once by SMS and e-mail, writes one audit row,
// and answers 409 in words when the status machine forbids it; a client's token never gets in.
import { describe, expect, it } from 'vitest';
import {
  AdminClaimSchema,
  ClaimDecisionResponseSchema,
  ClaimsQueueSchema,
} from '../../../../src/domain/api/admin-claims';
import { ClaimResponseSchema } from '../../../../src/domain/api/claims';
import { jpegBytes, pdfBytes, setupClaimsApp } from '../../../helpers/server-claims';

const {
  context,
  auth,
  clock,
  mail,
  sms,
  claimant,
  claimOf,
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
const clientView = async (token: string, claimId: string) =>
  ClaimResponseSchema.parse((await read(token, `/api/home-insurance/claims/${claimId}`)).json()).data;

describe('the claims queue', () => {
  it('lists open claims oldest first with their age and missing documents, and shows one in full with its files', async () => {
    const client = await claimant();
    const older = await claimOf(client, { place: 'Older' });
    clock.advance(3 * 24 * 60 * 60 * 1000);
    const newer = await completeTheftClaim(client);
    // Operator sessions end after 30 idle minutes: sign in once the client's hours have passed.
    const agent = await signedInOperator('agent');
    const queue = ClaimsQueueSchema.parse((await read(agent.token, '/api/admin/claims')).json()).claims;
    const ours = queue.filter((claim) => claim.id === older.id || claim.id === newer.id);
    expect(ours.map((claim) => claim.id)).toEqual([older.id, newer.id]);
    expect(ours[0]).toMatchObject({ age_days: 3, status: 'received', settlement_days: null });
    expect(ours[1]).toMatchObject({
      age_days: 0,
      missing_documents: [],
      settlement_days: { days: 0, limit: 90 },
    });
    const ages = queue.map((claim) => Date.parse(claim.created_at));
    expect(ages).toEqual([...ages].sort((a, b) => a - b));

    const full = AdminClaimSchema.parse((await read(agent.token, `/api/admin/claims/${newer.id}`)).json());
    expect(full).toMatchObject({
      client: { name: 'Wanjiru Kamau', msisdn: client.holder },
      cover: { id: client.coverId },
      settlement_cap: 300_000,
      history: [{ status: 'received', by: 'client', from_status: null }],
    });
    expect(full.claim.files).toHaveLength(3);
    const photo = full.claim.files.find((file) => file.document_type === 'photo');
    expect(photo?.url).toBe(`/api/admin/claims/${newer.id}/files/${photo?.id}`);
    const download = await read(agent.token, photo?.url ?? '');
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(jpegBytes)).toBe(true);
    expect(download.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps a client’s token out of every claims route, with the back office’s 401', async () => {
    const client = await claimant();
    const claim = await claimOf(client);
    for (const response of [
      await read(client.token, '/api/admin/claims'),
      await read(client.token, `/api/admin/claims/${claim.id}`),
      await move(client.token, claim.id, 'decline', { reason: 'mine' }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        status: false,
        code: 'unauthorized',
        message: 'Please sign in to the back office.',
      });
    }
    expect((await clientView(client.token, claim.id)).status).toBe('received');
  });
});

describe('working a claim', () => {
  it('goes received → documents needed → under review (by the client’s upload) → approved → settled, each step audited and told once', async () => {
    const client = await claimant();
    const claim = await completeTheftClaim(client);
    const [agent, admin] = [await signedInOperator('agent'), await signedInOperator('admin')];

    const requested = await move(agent.token, claim.id, 'request-document', {
      document_type: 'police_abstract',
      message: 'The OB number on the abstract cannot be read. Please send a clearer copy.',
    });
    expect(requested.statusCode, requested.body).toBe(200);
    expect(ClaimDecisionResponseSchema.parse(requested.json())).toMatchObject({
      claim_status: 'documents_needed',
    });
    expect(await clientView(client.token, claim.id)).toMatchObject({
      status: 'documents_needed',
      missing_documents: ['police_abstract'],
      next_step: 'Please upload: Police abstract with the OB number. Review continues once they arrive.',
    });

    const clearer = await upload(client.token, claim.id, {
      bytes: pdfBytes,
      type: 'application/pdf',
      documentType: 'police_abstract',
    });
    expect(clearer.statusCode).toBe(201);
    expect((await clientView(client.token, claim.id)).status).toBe('under_review');

    // Above the agents' KSh 100,000 the agent's approval waits for an admin's.
    const first = await move(agent.token, claim.id, 'approve', { settled_amount: 120_001 });
    expect(first.json()).toMatchObject({ claim_status: 'under_review' });
    const above = await move(admin.token, claim.id, 'approve', { settled_amount: 120_001 });
    expect(above.json()).toMatchObject({ claim_status: 'approved' });
    const settled = await move(agent.token, claim.id, 'settle', { payment_reference: 'SGH12AB34C' });
    expect(settled.statusCode, settled.body).toBe(200);
    await context.app.notifications.drain();

    const view = await clientView(client.token, claim.id);
    expect(view).toMatchObject({
      status: 'settled',
      settled_amount: 120_001,
      payment_reference: 'SGH12AB34C',
      next_step: 'Paid KSh 120,001 (reference SGH12AB34C). Nothing more to do.',
    });
    expect(view.history.map((event) => event.status)).toEqual([
      'received',
      'documents_needed',
      'under_review',
      'approved',
      'settled',
    ]);
    const { notifications, audit } = await claimRowsOf(claim.id);
    // One e-mail and one SMS per change, five changes, all sent.
    expect(notifications).toHaveLength(10);
    expect(notifications.every((row) => row.status === 'sent')).toBe(true);
    for (const status of ['received', 'documents_needed', 'under_review', 'approved', 'settled']) {
      expect(notifications.filter((row) => row.kind.startsWith(`claim:${claim.id}:${status}:`))).toHaveLength(
        2,
      );
    }
    expect(audit.map((row) => row.action)).toEqual([
      'claim.request_document',
      'claim.first_approval',
      'claim.approve',
      'claim.settle',
    ]);
    expect(audit[2]).toMatchObject({
      operator_id: expect.any(String),
      before: { status: 'under_review', settled_amount: null, first_approval: { amount: 120_001 } },
      after: { status: 'approved', settled_amount: 120_001 },
    });
    const reference = `CLM-${claim.id.slice(0, 8).toUpperCase()}`;
    expect(
      mail.messages().filter((message) => message.subject === `Claim ${reference}: Settled`),
    ).toHaveLength(1);
    expect(
      sms
        .messages()
        .filter((message) => message.text.startsWith(`Kinga: claim ${reference} has been settled.`)),
    ).toHaveLength(1);
  });

  it('approves once when two operators click at once, and refuses the second with a 409 in words', async () => {
    const client = await claimant();
    const claim = await completeTheftClaim(client);
    const [first, second] = [await signedInOperator('agent'), await signedInOperator('admin')];
    expect((await move(first.token, claim.id, 'start-review')).statusCode).toBe(200);
    const answers = await Promise.all([
      move(first.token, claim.id, 'approve', { settled_amount: 100_000 }),
      move(second.token, claim.id, 'approve', { settled_amount: 90_000 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual({
      status: false,
      code: 'claim_move_refused',
      message: 'This claim has been approved, so it cannot be moved to approved; nothing was changed.',
    });
    await context.app.notifications.drain();
    const { notifications, audit } = await claimRowsOf(claim.id);
    expect(notifications.filter((row) => row.kind.includes(':approved:'))).toHaveLength(2);
    expect(audit.map((row) => row.action)).toEqual(['claim.start_review', 'claim.approve']);
  });

  it('refuses what the status machine or the cover forbids, in words, changing nothing', async () => {
    const client = await claimant();
    const claim = await claimOf(client);
    const agent = await signedInOperator('agent');
    const early = await move(agent.token, claim.id, 'start-review');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'claim_documents_missing',
      message:
        'These documents are still missing: Police abstract with the OB number; Photos of the damage; Receipts or proof of ownership of the affected items. Ask the client for them first.',
    });
    const settleEarly = await move(agent.token, claim.id, 'settle', { payment_reference: 'X1' });
    expect(settleEarly.statusCode).toBe(409);
    expect(settleEarly.json().message).toBe(
      'This claim has been received, so it cannot be moved to settled; nothing was changed.',
    );
    const approveEarly = await move(agent.token, claim.id, 'approve', { settled_amount: 1 });
    expect(approveEarly.statusCode).toBe(409);

    const complete = await completeTheftClaim(client);
    await move(agent.token, complete.id, 'start-review');
    const aboveInsured = await move(agent.token, complete.id, 'approve', { settled_amount: 300_001 });
    expect(aboveInsured.statusCode).toBe(400);
    expect(aboveInsured.json()).toMatchObject({
      code: 'claim_amount_above_insured',
      message: "The settled amount cannot be more than the affected items' sums insured, KSh 300,000.",
    });
    const noAmount = await move(agent.token, complete.id, 'approve', { settled_amount: 0 });
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json().message).toBe('Enter the settled amount in whole shillings, more than 0.');
    const noReason = await move(agent.token, complete.id, 'decline', { reason: '  ' });
    expect(noReason.json().message).toBe('Enter the reason for declining.');
    const unknown = await move(agent.token, '00000000-0000-4000-8000-000000000000', 'start-review');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: false, code: 'claim_not_found', message: 'No such claim.' });
    const { audit } = await claimRowsOf(claim.id);
    expect(audit).toEqual([]);
  });

  it('declines with a reason the client reads, and takes no more files after', async () => {
    const client = await claimant();
    const claim = await claimOf(client);
    const agent = await signedInOperator('agent');
    const declined = await move(agent.token, claim.id, 'decline', {
      reason: 'The loss happened at another address than the insured one.',
    });
    expect(declined.statusCode).toBe(200);
    const view = await clientView(client.token, claim.id);
    expect(view.status).toBe('declined');
    expect(view.next_step).toContain('The loss happened at another address than the insured one.');
    const late = await upload(client.token, claim.id, { bytes: jpegBytes });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'claim_closed' });
    const again = await move(agent.token, claim.id, 'decline', { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect((await claimRowsOf(claim.id)).audit.map((row) => row.action)).toEqual(['claim.decline']);
  });
});
