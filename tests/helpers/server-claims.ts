// Claims in server tests: a paid cover of a signed-in client (through the applications helper:
// bought and paid as a client does), the claim form's items, claims and files made through the API, and
// tiny files of each accepted type.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { ClaimableCoverResponseSchema, ClaimCreatedResponseSchema } from '../../src/domain/api/claims';
import { queryRows } from '../../src/server/db/query-rows';
// Real images of one grey pixel, as the server writes them (claim-image.ts re-encodes every image): each
// comes back from a re-encoding byte for byte, so a test can compare what it sent with what it gets.
import { jpegBytes, pngBytes } from './image-fixtures';
import { setupApplicationsApp } from './server-applications';
import { signIn } from './server-sign-in';

export { jpegBytes, pngBytes };
export const pdfBytes = Buffer.from('%PDF-1.4\n% a police abstract\n');
export const textBytes = Buffer.from('not a photo at all, only a text file renamed photo.jpg');

let addresses = 0;

/** `logLines` collects every log line at trace level, for the redaction test. */
export function setupClaimsApp(options: { logLines?: string[] } = {}) {
  const applications = setupApplicationsApp(options);
  const { context, clock, sms, auth } = applications;

  /** A client with a paid cover, signed in, an hour after paying; the claim form's items of the cover. */
  async function claimant(options: Parameters<typeof applications.boughtCover>[0] = {}) {
    const cover = await applications.boughtCover(options);
    addresses += 1;
    const token = await signIn(
      context.app,
      sms,
      cover.holder,
      `10.13.${addresses % 250}.${(addresses * 7) % 250}`,
    );
    clock.advance(60 * 60 * 1000);
    const claimable = await context.app.inject({
      method: 'GET',
      url: `/api/home-insurance/claims/claimable/${cover.coverId}`,
      headers: auth(token),
    });
    expect(claimable.statusCode, claimable.body).toBe(200);
    const form = ClaimableCoverResponseSchema.parse(claimable.json()).data;
    return { ...cover, token, form };
  }

  /** A theft claim of the cover's first item, as the form sends it. */
  const theftOf = (client: Awaited<ReturnType<typeof claimant>>, overrides: object = {}) => ({
    cover_id: client.coverId,
    peril: 'burglary_theft',
    occurred_at: new Date(clock.now().getTime() - 30 * 60 * 1000).toISOString(),
    place: 'Kilimani, Nairobi',
    description: 'The door was forced at night and the sofa set was carried away.',
    items: [{ item_id: client.form.items[0]?.item_id, estimated_loss: 120_000 }],
    ...overrides,
  });

  const postClaim = (token: string, payload: object, headers: Record<string, string> = {}) =>
    context.app.inject({
      method: 'POST',
      url: '/api/home-insurance/claims',
      headers: { ...auth(token), ...headers },
      payload,
    });

  async function claimOf(client: Awaited<ReturnType<typeof claimant>>, overrides: object = {}) {
    const response = await postClaim(client.token, theftOf(client, overrides));
    expect(response.statusCode, response.body).toBe(201);
    return ClaimCreatedResponseSchema.parse(response.json()).data;
  }

  const upload = (
    token: string,
    claimId: string,
    file: { bytes: Buffer; type?: string; documentType?: string; key?: string },
  ) =>
    context.app.inject({
      method: 'PUT',
      url: `/api/home-insurance/claims/${claimId}/uploads/${file.key ?? randomUUID()}?document_type=${file.documentType ?? 'photo'}`,
      headers: { ...auth(token), 'content-type': file.type ?? 'image/jpeg' },
      payload: file.bytes,
    });

  /** A theft claim with every document it needs uploaded (`overrides` tell two claims of a cover apart). */
  async function completeTheftClaim(client: Awaited<ReturnType<typeof claimant>>, overrides: object = {}) {
    const claim = await claimOf(client, overrides);
    for (const documentType of ['photo', 'police_abstract', 'proof_of_ownership']) {
      const bytes = documentType === 'photo' ? jpegBytes : pdfBytes;
      const type = documentType === 'photo' ? 'image/jpeg' : 'application/pdf';
      const response = await upload(client.token, claim.id, { bytes, type, documentType });
      expect(response.statusCode, response.body).toBe(201);
    }
    return claim;
  }

  /** The claim's outbox rows and audit rows, as the database holds them. */
  async function claimRowsOf(claimId: string) {
    const notifications = await queryRows<{ channel: string; kind: string; status: string }>(
      context.database.db,
      sql`select channel, kind, status from notifications where kind like ${`claim:${claimId}:%`} order by kind, channel`,
    );
    const audit = await queryRows<{ action: string; operator_id: string; before: unknown; after: unknown }>(
      context.database.db,
      sql`select action, operator_id, before, after from operator_audit where target_type = 'claim' and target_id = ${claimId} order by id`,
    );
    const files = await queryRows<{ id: string; storage_key: string }>(
      context.database.db,
      sql`select id, storage_key from claim_files where claim_id = ${claimId}`,
    );
    return { notifications, audit, files };
  }

  return {
    ...applications,
    claimant,
    theftOf,
    postClaim,
    claimOf,
    upload,
    completeTheftClaim,
    claimRowsOf,
  };
}
