import { outboxKinds, personalOutboxKinds } from '../../domain/outbox-kinds';
import { policiesCachedFlag } from './device-flag';
import { clearDraftFallbacks } from './draft-fallback';
import { kingaDb } from './kinga-db';

/**
 * Everything personal the device holds: every user's cached policies, profile, claims and policy documents, every saved form draft
 * (the wizard's carries a name, ID number, phone and KRA PIN) with its page-hide copy in web storage, and
 * the outbox's submissions that carry the same details (profile edits, contact saves; quote requests name
 * no one and stay). The store's part goes in one transaction, so a reload midway leaves neither half.
 */
export async function clearPersonalData(): Promise<void> {
  // Web storage first and synchronously: it must go even when IndexedDB cannot be opened.
  clearDraftFallbacks();
  const db = kingaDb();
  await db.transaction(
    'rw',
    [db.policies, db.profiles, db.documents, db.drafts, db.outbox, db.claims],
    async () => {
      await db.policies.clear();
      await db.claims.clear();
      await db.profiles.clear();
      await db.documents.clear();
      await db.drafts.clear();
      await db.outbox.where('kind').anyOf(personalOutboxKinds).delete();
    },
  );
  policiesCachedFlag.clear();
}

/**
 * The portal's data belongs to a session: a device without one keeps none (cached policies, profile and
 * policy documents, claims and claim drafts, and profile edits and claims no session can send any more). The wizard's contact save stays with its draft: it may
 * be an anonymous visitor's own purchase in progress.
 */
export async function clearCachedPortalData(): Promise<void> {
  const db = kingaDb();
  await db.transaction(
    'rw',
    [db.policies, db.profiles, db.documents, db.outbox, db.claims, db.drafts],
    async () => {
      await db.policies.clear();
      await db.claims.clear();
      // Claim drafts are the portal's (the wizard's draft stays, as above).
      await db.drafts.where('id').startsWith('claim:').delete();
      await db.profiles.clear();
      await db.documents.clear();
      await db.outbox.where('kind').anyOf([outboxKinds.profileEdit, outboxKinds.claim]).delete();
    },
  );
  policiesCachedFlag.clear();
}
