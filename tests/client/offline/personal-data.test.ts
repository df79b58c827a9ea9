// Signing out leaves nothing personal on the device: the cached profile and policies, and the outbox's
// submissions that carry a person's details (profile edits, contact saves), even one the outbox is sending
// at that moment. Quote requests name no one and stay for the visitor who asked.
import { beforeEach, describe, expect, it } from 'vitest';
import { claimDraftId, saveClaimDraft } from '../../../src/client/offline/claim-draft-store';
import { saveClaimsCache } from '../../../src/client/offline/claims-cache';
import { kingaDb } from '../../../src/client/offline/kinga-db';
import { addToOutbox, outboxItems } from '../../../src/client/offline/outbox-store';
import { clearCachedPortalData, clearPersonalData } from '../../../src/client/offline/personal-data';
import { saveCachedProfile } from '../../../src/client/offline/profile-cache';
import { drainOutbox } from '../../../src/client/outbox/outbox-runner';
import { queueItem } from '../../../src/domain/outbox';
import { outboxKinds } from '../../../src/domain/outbox-kinds';
import { serveApiForClientTests } from '../../helpers/client-api-server';
import { captureSms } from '../../helpers/server-sms';
import { createTestUser } from '../../helpers/server-users';
import { signInByCode } from '../portal/profile/signed-in-client';

/** Holds every profile PUT at the server (once it is signed in and valid) until a test lets it through. */
let releasePut: (() => void) | null = null;
let putArrived: () => void = () => {};
const sms = captureSms();
const api = serveApiForClientTests({
  sms: sms.sender,
  beforeListen: (app) =>
    app.addHook('preHandler', async (request) => {
      if (request.method !== 'PUT') return;
      await new Promise<void>((resolve) => {
        releasePut = resolve;
        putArrived();
      });
    }),
});

const contactSave = {
  quotation_id: '8b1f5c8e-8c4e-4a57-9d6e-7c8b6f0f2a11',
  product_id: 1,
  user: {
    name: 'Achieng Otieno',
    msisdn: '254712345678',
    email: 'achieng@mail.com',
    id_number: '12345678',
    profession: 'Nurse',
    address: 'P.O. Box 1-00100, Nairobi',
    kra_pin: 'A012345678Z',
  },
};
const profileEdit = {
  userId: 'b6f8e7a0-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  profile: { ...contactSave.user, kra_pin: 'A012345678Z', physicalAddress: '' },
};
const quoteRequest = { is_owner: '0', value_of_house_hold_items: 350_000 };

beforeEach(async () => {
  await kingaDb().outbox.clear();
  await kingaDb().profiles.clear();
});

describe('signing out', () => {
  it('deletes queued profile edits and contact saves and the cached profile, and keeps quote requests', async () => {
    const now = Date.now();
    await addToOutbox(queueItem(outboxKinds.quote, quoteRequest, 'quote-key', now));
    await addToOutbox(queueItem(outboxKinds.profileEdit, profileEdit, 'profile-key', now));
    await addToOutbox(queueItem(outboxKinds.contactDetails, contactSave, 'contact-key', now));
    await saveCachedProfile(profileEdit.userId, { name: 'Achieng Otieno' });

    await clearPersonalData();

    expect((await outboxItems()).map((item) => item.id)).toEqual(['quote-key']);
    expect(await kingaDb().profiles.count()).toBe(0);
  });

  it('a profile edit being sent as the client signs out does not come back with its answer', async () => {
    const account = await createTestUser(api.database);
    await signInByCode(api.app, sms, account.msisdn);
    const edit = {
      userId: account.id,
      profile: { ...profileEdit.profile, msisdn: account.msisdn, email: account.email ?? '' },
    };
    await addToOutbox(queueItem(outboxKinds.profileEdit, edit, 'profile-in-flight', Date.now()));
    const arrived = new Promise<void>((resolve) => {
      putArrived = resolve;
    });
    const draining = drainOutbox();
    await arrived;
    await clearPersonalData();
    releasePut?.();
    await draining;
    expect(await outboxItems()).toEqual([]);
  });

  it('a device that starts signed out drops the portal data and profile edits, and keeps the wizard’s contact save', async () => {
    const now = Date.now();
    await addToOutbox(queueItem(outboxKinds.profileEdit, profileEdit, 'profile-key', now));
    await addToOutbox(queueItem(outboxKinds.contactDetails, contactSave, 'contact-key', now));
    await saveCachedProfile(profileEdit.userId, { name: 'Achieng Otieno' });

    await clearCachedPortalData();

    expect((await outboxItems()).map((item) => item.id)).toEqual(['contact-key']);
    expect(await kingaDb().profiles.count()).toBe(0);
  });

  it('deletes the cached claims, the claim drafts with their photos, and the claims waiting to be sent', async () => {
    const userId = profileEdit.userId;
    await saveClaimsCache(userId, 'list', [{ reference: 'CLM-12345678' }]);
    await saveClaimsCache(userId, 'claimable:cover-1', { cover_id: 'cover-1' });
    await saveClaimDraft(claimDraftId(userId, 'cover-1'), { place: 'Kilimani', files: [new ArrayBuffer(8)] });
    const claim = {
      userId,
      label: 'Home',
      request: { place: 'Kilimani' },
      claimId: null,
      reference: null,
      files: [],
    };
    await addToOutbox(queueItem(outboxKinds.claim, claim, 'claim-key', Date.now()));
    await addToOutbox(queueItem(outboxKinds.quote, quoteRequest, 'quote-key', Date.now()));

    await clearPersonalData();

    expect((await outboxItems()).map((item) => item.id)).toEqual(['quote-key']);
    expect(await kingaDb().claims.count()).toBe(0);
    expect(await kingaDb().drafts.count()).toBe(0);

    // A device that starts signed out drops them too.
    await saveClaimsCache(userId, 'list', []);
    await saveClaimDraft(claimDraftId(userId, 'cover-1'), { place: 'Kilimani' });
    await addToOutbox(queueItem(outboxKinds.claim, claim, 'claim-key-2', Date.now()));
    await clearCachedPortalData();
    expect((await outboxItems()).map((item) => item.id)).toEqual(['quote-key']);
    expect(await kingaDb().claims.count()).toBe(0);
    expect(await kingaDb().drafts.count()).toBe(0);
  });
});
