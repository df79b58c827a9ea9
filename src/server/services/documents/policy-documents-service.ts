// The client's documents: the payment receipt and the cover note, as soon as the cover's payment lands,
// and the policy schedule, once the agency approves the application. All are built from the policy as the
// portal reads it (policy-record.ts) and kept through the storage interface, so a download is a read, not a
// render. Each carries the cover's check link and its QR code (verification-code.ts), and is printed in the
// holder's language (the one their account last recorded).

import { randomBytes } from 'node:crypto';
import type { Policy } from '../../../domain/api';
import { coverNoteOf } from '../../../domain/documents/cover-note';
import { coverPayment, paymentReceiptOf } from '../../../domain/documents/payment-receipt';
import { formatPolicyNumber, policyYearAt } from '../../../domain/documents/policy-number';
import { policyScheduleOf } from '../../../domain/documents/policy-schedule';
import { generateVerificationCode, verificationLink } from '../../../domain/documents/verification-code';
import { defaultLanguage, type Language, languages } from '../../../domain/language/languages';
import type { Clock } from '../../clock';
import type { Cover, User } from '../../db/schema';
import { renderCoverNote } from '../../documents/render-cover-note';
import { renderPaymentReceipt } from '../../documents/render-payment-receipt';
import { renderPolicySchedule } from '../../documents/render-policy-schedule';
import { apiError } from '../../http/app-errors';
import { inLanguage } from '../../http/request-language';
import type { FileStorage } from '../../storage/file-storage';
import type { CoverListingRepository } from '../covers/cover-listing-repository';
import type { createCoverListingService } from '../covers/cover-listing-service';
import { toPolicy } from '../covers/policy-record';
import { mayActOnCover } from '../payments/payment-token';
import type { CoverDocumentsRepository } from './cover-documents-repository';
import { coverNoteKey, receiptKey, scheduleKey } from './document-keys';

export interface CoverDocument {
  bytes: Uint8Array;
  fileName: string;
}

const PDF = 'application/pdf';
const hasReceiptNumber = (policy: Policy) => Boolean(coverPayment(policy)?.mpesa_receipt_number);
const fileSafe = (text: string) => text.replace(/[^A-Za-z0-9-]+/g, '-');

/**
 * How long after the payment the buyer's page may fetch the receipt with its payment token alone: the
 * half hour Application Complete! stays on the device. Later, the receipt is behind a
 * sign-in, as the rest of the portal is.
 */
export const BUYER_RECEIPT_WINDOW_MS = 30 * 60 * 1000;

export function createPolicyDocumentsService(deps: {
  documents: CoverDocumentsRepository;
  listing: CoverListingRepository;
  covers: { findById(id: string): Promise<Cover | null> };
  coverListing: ReturnType<typeof createCoverListingService>;
  storage: FileStorage;
  clock: Clock;
  /** The site's origin (SITE_ORIGIN), which the documents' check link names. */
  siteOrigin: () => string;
}) {
  /** The cover's check link, its code drawn the first time a document needs it. */
  async function verificationOf(coverId: string) {
    const code = await deps.documents.verificationCodeOf(coverId, () =>
      generateVerificationCode(randomBytes),
    );
    return { link: verificationLink(deps.siteOrigin(), code) };
  }

  /** The language the cover's holder reads: their documents are printed in it, whoever asks. */
  async function languageOf(coverId: string): Promise<Language> {
    return (await deps.documents.holderLanguageOf(coverId)) ?? defaultLanguage;
  }

  async function policyOf(coverId: string) {
    const holder = await deps.documents.holderOf(coverId);
    const listed = holder
      ? (await deps.listing.coversOf(holder)).find((row) => row.cover.id === coverId)
      : null;
    if (!listed) throw apiError('cover_not_found');
    return toPolicy(listed);
  }

  /**
   * Issues the policy schedule of an approved cover: gives it a policy number (unless it has one),
   * renders the schedule, stores it and records it on the cover. The approval step calls this; calling
   * it again re-renders with the same number.
   */
  async function issueSchedule(coverId: string): Promise<{ policyNumber: string; key: string }> {
    const policy = await policyOf(coverId);
    if (!paymentReceiptOf(policy)) throw apiError('cover_not_paid@document');
    const year = policyYearAt(deps.clock.now());
    const policyNumber =
      policy.policy_number ??
      (await deps.documents.assignPolicyNumber(coverId, (sequence) =>
        formatPolicyNumber({ year, sequence }),
      ));
    const verification = await verificationOf(coverId);
    const language = await languageOf(coverId);
    // Read again in the holder's language: the policy's own words (its sections' names) are in it too.
    const pdf = await inLanguage(language, async () =>
      renderPolicySchedule(policyScheduleOf(await policyOf(coverId), policyNumber), verification),
    );
    const key = scheduleKey(coverId, hasReceiptNumber(policy), language);
    await deps.storage.put(key, pdf, PDF);
    await deps.documents.recordSchedule(coverId, key, deps.clock.now());
    return { policyNumber, key };
  }

  /** The stored schedule of an approved policy, issued now if it is not (or no longer) on file. */
  async function storedSchedule(policy: Policy): Promise<CoverDocument> {
    const stored = await deps.documents.scheduleKeyOf(policy.id);
    // One printed while the receipt number was to follow is stale once the number is known, and one
    // printed in another language once the holder changed theirs.
    const language = await languageOf(policy.id);
    const current = stored === scheduleKey(policy.id, hasReceiptNumber(policy), language);
    let bytes = stored && current ? await deps.storage.get(stored) : null;
    let policyNumber = policy.policy_number;
    if (!bytes || !policyNumber) {
      // Approved but not (or no longer, or not in its final form) on file: issue it now rather than fail
      // the client.
      const issued = await issueSchedule(policy.id);
      policyNumber = issued.policyNumber;
      bytes = await deps.storage.get(issued.key);
    }
    if (!bytes) throw new Error(`schedule of cover ${policy.id} vanished from storage`);
    return { bytes, fileName: `kinga-policy-schedule-${fileSafe(policyNumber)}.pdf` };
  }

  /** The stored receipt of a paid policy, rendered and stored on first use. */
  async function storedReceipt(policy: Policy): Promise<CoverDocument> {
    const receipt = paymentReceiptOf(policy);
    if (!receipt) throw apiError('receipt_not_ready');
    const language = await languageOf(policy.id);
    const key = receiptKey(
      policy.id,
      policy.policy_number !== null,
      receipt.receiptNumber !== null,
      language,
    );
    let bytes = await deps.storage.get(key);
    if (!bytes) {
      const verification = await verificationOf(policy.id);
      bytes = await inLanguage(language, async () => {
        const inHolderWords = paymentReceiptOf(await policyOf(policy.id)) ?? receipt;
        return renderPaymentReceipt(inHolderWords, verification);
      });
      await deps.storage.put(key, bytes, PDF);
    }
    const named = receipt.receiptNumber ?? receipt.checkoutRequestId ?? policy.id;
    return { bytes, fileName: `kinga-receipt-${fileSafe(named)}.pdf` };
  }

  /**
   * The stored cover note of a paid cover, rendered and stored on first use. A declined application's note
   * is withdrawn (410); once the schedule is issued it replaces the note (409), so there is one proof of
   * cover at a time.
   */
  async function storedCoverNote(policy: Policy): Promise<CoverDocument> {
    if (policy.review_status === 'declined') throw apiError('cover_note_withdrawn');
    if (policy.review_status === 'approved') throw apiError('cover_note_superseded');
    const coverNote = coverNoteOf(policy);
    if (!coverNote) throw apiError('cover_note_not_ready');
    const language = await languageOf(policy.id);
    const key = coverNoteKey(policy.id, language);
    let bytes = await deps.storage.get(key);
    if (!bytes) {
      const verification = await verificationOf(policy.id);
      bytes = await inLanguage(language, async () => {
        const inHolderWords = coverNoteOf(await policyOf(policy.id)) ?? coverNote;
        return renderCoverNote(inHolderWords, verification);
      });
      await deps.storage.put(key, bytes, PDF);
    }
    return { bytes, fileName: `kinga-cover-note-${fileSafe(coverNote.reference)}.pdf` };
  }

  /** What the buy answer's payment token opens: the buyer's cover, within half an hour of its payment. */
  async function policyForBuyer(coverId: string, token: string): Promise<Policy | null> {
    const cover = await deps.covers.findById(coverId);
    if (!cover || !mayActOnCover(cover, { token, user: null })) return null;
    const policy = await policyOf(coverId);
    const paid = coverPayment(policy);
    const age = paid ? deps.clock.now().getTime() - Date.parse(paid.updated_at) : 0;
    return age > BUYER_RECEIPT_WINDOW_MS ? null : policy;
  }

  return {
    issueSchedule,

    /** The viewer's own cover's schedule; 404 for anyone else's, 409 until the agency has approved it. */
    async scheduleFor(viewer: User, coverId: string): Promise<CoverDocument> {
      const policy = await deps.coverListing.coverOf(viewer, coverId);
      if (!policy) throw apiError('cover_not_found');
      if (policy.review_status !== 'approved') {
        throw apiError('schedule_not_ready');
      }
      return storedSchedule(policy);
    },

    /**
     * The receipt for the page that bought the cover, by the buy answer's payment token, within half an
     * hour of the payment; null when the token does not open it (wrong, someone else's, or too late), so
     * the caller asks for a session instead. The token is the buyer's alone: only its hash is stored.
     */
    /** The public check link of a cover's documents (the QR code they print), for an SMS to its holder. */
    async checkLinkOf(coverId: string): Promise<string> {
      return (await verificationOf(coverId)).link;
    },

    async receiptForBuyer(coverId: string, token: string): Promise<CoverDocument | null> {
      const policy = await policyForBuyer(coverId, token);
      return policy ? storedReceipt(policy) : null;
    },

    /** The cover note for the page that bought the cover, by its payment token, as the receipt opens. */
    async coverNoteForBuyer(coverId: string, token: string): Promise<CoverDocument | null> {
      const policy = await policyForBuyer(coverId, token);
      return policy ? storedCoverNote(policy) : null;
    },

    /** The viewer's own cover's cover note; 404 for anyone else's (see storedCoverNote for the rest). */
    async coverNoteFor(viewer: User, coverId: string): Promise<CoverDocument> {
      const policy = await deps.coverListing.coverOf(viewer, coverId);
      if (!policy) throw apiError('cover_not_found');
      return storedCoverNote(policy);
    },

    /**
     * The cover note for the payment's confirmation e-mail; null when there is none to attach (declined or
     * approved before the e-mail went: the e-mail goes without it).
     */
    async coverNoteForMail(coverId: string): Promise<CoverDocument | null> {
      const policy = await policyOf(coverId);
      if (policy.review_status !== 'pending' && policy.review_status !== 'info_requested') return null;
      return coverNoteOf(policy) ? storedCoverNote(policy) : null;
    },

    /** The policy of the cover with a verification code (for the public check); null for an unknown code. */
    async policyWithCode(code: string): Promise<Policy | null> {
      const coverId = await deps.documents.coverWithCode(code);
      return coverId ? policyOf(coverId) : null;
    },

    /**
     * The viewer's own cover's payment receipt; 404 for anyone else's, 409 until the payment lands (a
     * payment confirmed without its receipt number has its receipt, the number to follow).
     */
    async receiptFor(viewer: User, coverId: string): Promise<CoverDocument> {
      const policy = await deps.coverListing.coverOf(viewer, coverId);
      if (!policy) throw apiError('cover_not_found');
      return storedReceipt(policy);
    },

    /**
     * The schedule and the receipt of an approved cover, for the approval e-mail: the
     * agency's own read, sent to the contact details given with the cover, so no viewer is involved.
     */
    async approvalDocuments(coverId: string): Promise<CoverDocument[]> {
      const policy = await policyOf(coverId);
      if (policy.review_status !== 'approved') {
        throw apiError('schedule_not_ready');
      }
      const schedule = await storedSchedule(policy);
      // The schedule's issue gave the cover its number; the receipt names it once there is one.
      return [schedule, await storedReceipt(await policyOf(coverId))];
    },

    /**
     * Deletes every document stored for the covers (an erased account's: they print the holder, the
     * property and the items). Deleting what was never stored is not an error.
     */
    async deleteDocumentsOf(coverIds: string[]): Promise<void> {
      const keys = coverIds.flatMap((id) =>
        languages.flatMap((language) => [
          coverNoteKey(id, language),
          ...[true, false].flatMap((numbered) => [
            scheduleKey(id, numbered, language),
            receiptKey(id, false, numbered, language),
            receiptKey(id, true, numbered, language),
          ]),
        ]),
      );
      await Promise.all(keys.map((key) => deps.storage.delete(key)));
    },
  };
}

export type PolicyDocumentsService = ReturnType<typeof createPolicyDocumentsService>;
