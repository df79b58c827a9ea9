// Claims and the client's data rights (DPA 2019 s.26): 'Download my data' carries the
// account's claims; 'Delete my account' waits while a claim is open, and afterwards keeps each claim as a
// record (peril, dates, amounts, statuses) without the client's words, photos or documents.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MyDataExportSchema } from '../../../../src/domain/api';
import { queryRows } from '../../../../src/server/db/query-rows';
import { setupClaimsApp } from '../../../helpers/server-claims';
import { signIn } from '../../../helpers/server-sign-in';

const { context, auth, clock, sms, storage, claimant, completeTheftClaim, claimRowsOf, signedInOperator } =
  setupClaimsApp();

const YEAR_AND_A_DAY_MS = 367 * 24 * 60 * 60 * 1000;

async function userIdOf(msisdn: string) {
  const [row] = await queryRows<{ id: string }>(
    context.database.db,
    sql`select id from users where msisdn = ${msisdn}`,
  );
  return row?.id ?? '';
}

describe('a claimant’s data', () => {
  it('exports the account’s claims with their history and files', async () => {
    const client = await claimant();
    const claim = await completeTheftClaim(client);
    const id = await userIdOf(client.holder);
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/home-insurance/users/${id}/data`,
      headers: auth(client.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const exported = MyDataExportSchema.parse(response.json());
    expect(exported.claims).toMatchObject([
      { id: claim.id, description: claim.description, history: [{ status: 'received' }] },
    ]);
    expect(exported.claims[0]?.files).toHaveLength(3);
  });

  it('waits while a claim is open, then keeps the claim as a record without the client’s words or files', async () => {
    const client = await claimant();
    const claim = await completeTheftClaim(client);
    const { files } = await claimRowsOf(claim.id);
    // An upload cut short by a crash: bytes in the claim's folder that no row names.
    const partial = `claims/${claim.id}/${randomUUID()}.${randomUUID()}.tmp`;
    await storage.put(partial, new Uint8Array([0xff, 0xd8, 0xff]), 'image/jpeg');
    expect(await Promise.all(files.map((file) => storage.exists(file.storage_key)))).toEqual([
      true,
      true,
      true,
    ]);
    const id = await userIdOf(client.holder);

    clock.advance(YEAR_AND_A_DAY_MS);
    const token = await signIn(context.app, sms, client.holder, '10.13.250.1');
    const remove = () =>
      context.app.inject({ method: 'DELETE', url: `/api/home-insurance/users/${id}`, headers: auth(token) });
    const refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      status: false,
      code: 'claim_open',
      message:
        'Your account cannot be deleted while a claim is open: we need your details to settle it. You can delete your account once it is settled or declined.',
    });

    const agent = await signedInOperator('agent');
    const declined = await context.app.inject({
      method: 'POST',
      url: `/api/admin/claims/${claim.id}/decline`,
      headers: auth(agent.token),
      payload: { reason: 'The sofa set was at another address than the insured one.' },
    });
    expect(declined.statusCode).toBe(200);
    const erased = await remove();
    expect(erased.statusCode, erased.body).toBe(200);

    const [kept] = await queryRows<{ peril: string; status: string; place: string; description: string }>(
      context.database.db,
      sql`select peril, status, place, description from claims where id = ${claim.id}`,
    );
    expect(kept).toEqual({ peril: 'burglary_theft', status: 'declined', place: '', description: '' });
    const notes = await queryRows<{ note: string | null }>(
      context.database.db,
      sql`select note from claim_events where claim_id = ${claim.id}`,
    );
    expect(notes.every((row) => row.note === null)).toBe(true);
    expect((await claimRowsOf(claim.id)).files).toEqual([]);
    expect(await Promise.all(files.map((file) => storage.exists(file.storage_key)))).toEqual([
      false,
      false,
      false,
    ]);
    expect(await storage.exists(partial)).toBe(false);
  });
});
