// A claim through the outbox against the real API: made with no signal it reaches the server once when the
// connection returns, and a send cut after the claim was made resumes and stores each photo once.
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fetchClaimable } from '../../../src/client/api/claims-api';
import { kingaDb } from '../../../src/client/offline/kinga-db';
import { outboxItems } from '../../../src/client/offline/outbox-store';
import { type QueuedClaim, queueClaim } from '../../../src/client/outbox/claim-outbox';
import { drainOutbox } from '../../../src/client/outbox/outbox-runner';
import { clearSession, signIn } from '../../../src/client/state/session';
import { claimFiles, claimItems, claims } from '../../../src/server/db/schema';
import { serveApiForClientTests } from '../../helpers/client-api-server';
import { markedJpeg } from '../../helpers/image-fixtures';
import { buyCoverFor, settledPurchase, signInHolder } from '../../helpers/portal-policies';
import { payerEndingIn } from '../../helpers/server-payments';
import { captureSms } from '../../helpers/server-sms';
import { uniqueMsisdn } from '../../helpers/server-users';

/** Set by a test: the next upload's connection is dropped, so its answer never arrives, as a lost signal would. */
let dropNextUpload = false;
const sms = captureSms();
const api = serveApiForClientTests({
  sms: sms.sender,
  beforeListen: (app) =>
    app.addHook('onRequest', async (request) => {
      if (dropNextUpload && request.method === 'PUT' && request.url.includes('/uploads/')) {
        dropNextUpload = false;
        request.raw.socket.destroy();
      }
    }),
});

const jpeg = (fill: number) => new Uint8Array(markedJpeg(fill)).buffer;

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

/** A signed-in holder of a paid cover, and a theft claim of its sofa with two photos, as the form queues it. */
async function claimWithTwoPhotos(): Promise<{ claim: QueuedClaim; coverId: string }> {
  const holder = uniqueMsisdn();
  const bought = await buyCoverFor(api.app, holder, payerEndingIn('0000'));
  expect((await settledPurchase(api.app, bought)).status).toBe('success');
  const { token, user } = await signInHolder(api.app, sms, holder);
  signIn({ token, user, msisdn: user.msisdn });
  const form = await fetchClaimable(bought.data.cover_id);
  // The cover starts when the payment is confirmed, a moment ago: the theft happens just after.
  const occurredAt = new Date(new Date(form.period?.start ?? '').getTime() + 100);
  await new Promise((resolve) => setTimeout(resolve, Math.max(occurredAt.getTime() - Date.now() + 50, 0)));
  const sofa = form.items.find((item) => item.name === 'Sofa set');
  const photo = (fill: number) => ({
    key: randomUUID(),
    documentType: 'photo' as const,
    contentType: 'image/jpeg',
    name: `photo-${fill}.jpg`,
    bytes: jpeg(fill),
    sent: false,
  });
  return {
    coverId: bought.data.cover_id,
    claim: {
      userId: user.id,
      label: 'Home package',
      claimId: null,
      reference: null,
      request: {
        cover_id: bought.data.cover_id,
        peril: 'burglary_theft',
        occurred_at: occurredAt.toISOString(),
        place: 'Kilimani, Nairobi',
        description: 'The door was forced at night and the sofa set was carried away.',
        items: [{ item_id: sofa?.item_id, estimated_loss: 120_000 }],
      },
      files: [photo(1), photo(2)],
    },
  };
}

async function countsFor(coverId: string) {
  const made = await api.database.db
    .select({ id: claims.id })
    .from(claims)
    .where(eq(claims.coverId, coverId));
  const [files] = await api.database.db
    .select({ value: count() })
    .from(claimFiles)
    .where(eq(claimFiles.claimId, made[0]?.id ?? randomUUID()));
  return { claims: made.length, files: Number(files?.value ?? 0) };
}

beforeEach(async () => {
  dropNextUpload = false;
  clearSession();
  await kingaDb().outbox.clear();
});
afterEach(() => setOnline(true));

describe('a claim in the outbox', () => {
  it('made with no signal, it waits, then reaches the server exactly once with both photos', async () => {
    const { claim, coverId } = await claimWithTwoPhotos();
    setOnline(false);
    await queueClaim(claim, randomUUID());
    await drainOutbox();
    expect((await outboxItems())[0]).toMatchObject({ kind: 'claim', status: 'queued', attempts: 0 });
    expect((await countsFor(coverId)).claims).toBe(0);

    setOnline(true);
    // The online event, app start and focus can all drain at once: still one claim.
    await Promise.all([drainOutbox({ reason: 'reconnected' }), drainOutbox(), drainOutbox()]);
    await drainOutbox({ reason: 'reconnected' });

    const [item] = await outboxItems();
    expect(item?.error).toBeNull();
    expect(item).toMatchObject({ status: 'done', attempts: 1 });
    expect(item?.result).toMatchObject({ reference: expect.stringMatching(/^CLM-/) });
    expect(await countsFor(coverId)).toEqual({ claims: 1, files: 2 });
  });

  it('a claim naming lost items on a cover with no item list, made with no signal, arrives with them', async () => {
    const holder = uniqueMsisdn();
    const bought = await buyCoverFor(api.app, holder, payerEndingIn('0000'), 'tenant-totals');
    expect((await settledPurchase(api.app, bought)).status).toBe('success');
    const { token, user } = await signInHolder(api.app, sms, holder);
    signIn({ token, user, msisdn: user.msisdn });
    const form = await fetchClaimable(bought.data.cover_id);
    expect(form.items).toEqual([]);
    const occurredAt = new Date(new Date(form.period?.start ?? '').getTime() + 100);
    await new Promise((resolve) => setTimeout(resolve, Math.max(occurredAt.getTime() - Date.now() + 50, 0)));
    setOnline(false);
    await queueClaim(
      {
        userId: user.id,
        label: 'Home package',
        claimId: null,
        reference: null,
        request: {
          cover_id: bought.data.cover_id,
          peril: 'burglary_theft',
          occurred_at: occurredAt.toISOString(),
          place: 'Kilimani, Nairobi',
          description: 'The door was forced at night and the television was carried away.',
          items: [],
          named_items: [{ section: 'household', name: 'Television', estimated_loss: 45_000 }],
        },
        files: [],
      },
      randomUUID(),
    );
    await drainOutbox();
    expect((await countsFor(bought.data.cover_id)).claims).toBe(0);

    setOnline(true);
    await drainOutbox({ reason: 'reconnected' });
    const [item] = await outboxItems();
    expect(item).toMatchObject({ status: 'done', error: null });
    const [made] = await api.database.db
      .select()
      .from(claims)
      .where(eq(claims.coverId, bought.data.cover_id));
    expect(
      await api.database.db
        .select({ name: claimItems.name, section: claimItems.section, named: claimItems.named })
        .from(claimItems)
        .where(eq(claimItems.claimId, made?.id ?? randomUUID())),
    ).toEqual([{ name: 'Television', section: 'household', named: true }]);
  });

  it('a send cut after the claim was made resumes with the photo that had not landed: one claim, one file per photo', async () => {
    const { claim, coverId } = await claimWithTwoPhotos();
    dropNextUpload = true;
    await queueClaim(claim, randomUUID());
    await drainOutbox();

    const [cut] = await outboxItems();
    expect(cut).toMatchObject({ status: 'queued', attempts: 1 });
    // The claim's id was kept on the item; no photo is marked sent, since the first PUT got no answer.
    const progress = cut?.body as QueuedClaim;
    expect(progress.claimId).toMatch(/[0-9a-f-]{36}/);
    expect(progress.files.map((file) => file.sent)).toEqual([false, false]);
    // The server may well have stored that photo: only its answer was lost. The retry's PUT under the same
    // key answers the stored file instead of storing a second.
    expect((await countsFor(coverId)).claims).toBe(1);

    await drainOutbox({ reason: 'reconnected' });
    const [done] = await outboxItems();
    expect(done).toMatchObject({ status: 'done', attempts: 2 });
    expect((done?.body as QueuedClaim | undefined)?.files.map((file) => file.sent)).toEqual([true, true]);
    expect(await countsFor(coverId)).toEqual({ claims: 1, files: 2 });
  });
});
