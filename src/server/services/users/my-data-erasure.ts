// 'Delete my account' (Data Protection Act 2019, s.26(e) and s.40: erasure of personal data the agency no
// longer needs). What must stay, and why:
// - A live cover (paid, its period not over) is refused whole (409): the insurer needs the holder's name,
//   phone, ID number and the insured property to handle a claim, and the policy is the contract itself
//   (DPA s.30(1)(b): processing needed to perform a contract with the data subject).
// - Once no cover is live, the covers stay as the record of the sales, and their STK requests as the
//   record of the money (amount, M-Pesa receipt, date, paybill): the Tax Procedures Act 2015, s.23, has
//   the agency keep the records its income is computed from for five years. Neither needs to say who the
//   person was, so their contact, property address, item names, quotation snapshot and the payer's phone
//   go; the account row stays blank (users.erased_at) for those covers to point at. (An unpaid cover is
//   blanked the same way: once blank it names no one, and its failed prompts explain no money.)
// - An account with no cover at all goes whole, as do its sessions, sign-in codes and leads. The stored
//   answers of its profile saves (Idempotency-Key replays, which hold the profile) go in every case.
// While a payment prompt is unsettled the answer is 409 payment_in_progress (it may yet make a cover live);
// while a claim is open, 409 claim_open (the insurer needs the claimant to settle it). Kept claims lose the
// client's words and their photos and documents, as the covers lose their contact.
// Every session ends and every code is deleted in the same transaction, so the old token stops working.
// The stored PDFs of the blanked covers (schedule, receipts) print the holder and the property, so they go
// too, once the transaction has committed (my-data-service.ts): storage is not part of the transaction.
import type { Clock } from '../../clock';
import type { User } from '../../db/schema';
import { apiError } from '../../http/app-errors';
import { claimsCreateScope } from '../claims/claim-submission';
import { periodOf } from '../covers/policy-record';
import type { Repositories, TransactionalRepositories } from '../repositories';
import { profileUpdateScope } from './profile-service';

export interface ErasedAccount {
  coverIds: string[];
  /** The kept claims, whose stored photos and documents (their whole folder) must go. */
  claimIds: string[];
}
const nothingStored: ErasedAccount = { coverIds: [], claimIds: [] };

export function createMyDataErasure(deps: {
  repositories: TransactionalRepositories<'coverListing' | 'idempotencyKeys' | 'myData' | 'users'>;
  clock: Clock;
}) {
  return {
    /** Resolves with the covers it blanked and the claims whose files it dropped: their stored bytes go too. */
    async eraseAccount(viewer: User): Promise<ErasedAccount> {
      const now = deps.clock.now();
      return deps.repositories.transaction(async (tx) => {
        const user = await tx.users.findById(viewer.id);
        if (!user) return nothingStored;
        const coverIds = await tx.myData.coverIdsOf(user.id);
        await tx.myData.endSessionsAndCodes(user.id);
        await tx.idempotencyKeys.deleteScope(profileUpdateScope(user.id));
        // A signup takes its phone on trust: until a code or a payment proves it, covers bought for that
        // phone are its holder's, not the signer's, so the signer erases only what they typed (and learns
        // nothing about those covers, live or not).
        if (user.phoneVerifiedAt === null && coverIds.length > 0) {
          await tx.myData.clearSignupDetails(user.id);
          return nothingStored;
        }
        const liveUntil = latestLiveEnd(await tx.coverListing.coversOf(user.id), now);
        if (liveUntil) throw apiError('account_has_live_cover', liveUntil);
        // A prompt still open may yet be paid: its confirmation needs the payer's phone and makes a cover
        // live, so the account waits until M-Pesa (or the reconciler) has settled it.
        if (await tx.myData.hasPendingPayment(coverIds)) {
          throw apiError('payment_in_progress');
        }
        if (await tx.myData.hasOpenClaim(coverIds)) {
          throw apiError('claim_open');
        }
        // A claim's stored answer (an Idempotency-Key replay) holds its description.
        await tx.idempotencyKeys.deleteScope(claimsCreateScope(user.id));
        // The phone is proven theirs, so what sign-in and the wizard keep about it is theirs too.
        await tx.myData.forgetPhone(user.msisdn);
        await tx.myData.deleteLeadsOf(user.msisdn, user.detailsProvenAt ? user.email : null);
        if (coverIds.length === 0) {
          await tx.myData.deleteUser(user.id);
          return nothingStored;
        }
        const claimIds = await tx.myData.anonymiseClaims(coverIds);
        await tx.myData.anonymiseCovers(coverIds);
        await tx.myData.eraseUser(user.id, now);
        return { coverIds, claimIds };
      });
    },
  };
}

/** When the last cover still in force ends, or null when none is (paid and not yet ended). */
function latestLiveEnd(
  listed: Awaited<ReturnType<Repositories['coverListing']['coversOf']>>,
  now: Date,
): Date | null {
  let latest: Date | null = null;
  for (const { cover, product } of listed) {
    // A declined application is not in force (its payment is refunded): nothing to keep for a claim.
    const period = periodOf(cover, product.periodMonths);
    if (!period || cover.reviewStatus === 'declined') continue;
    const ends = period.end;
    if (ends.getTime() > now.getTime() && (!latest || ends.getTime() > latest.getTime())) latest = ends;
  }
  return latest;
}

export type MyDataErasure = ReturnType<typeof createMyDataErasure>;
