// A claim's photos and documents: uploaded by the holder, each under a key of the client's own
// making, so an upload retried after a dropped connection, or restarted from the beginning, stores one
// file; read back only by the holder and by operators. The bytes go to the storage interface first and the
// row after, in the claim's lock: a file whose row never commits is deleted again, and a claim cannot take
// more than MAX_FILES_PER_CLAIM files even when uploads race.
//
// An upload that completes what the claim needs starts the 90-day clock (documents_complete_at, set once);
// when an operator had asked for a document and nothing is missing any more, the claim moves from
// documents_needed back to under_review by itself, and the client is told as for any other move.
//
// Images are stored re-encoded, without the metadata the phone wrote (claim-image.ts: a photo's GPS
// position is the client's home); PDFs as sent. The row's sha256 is of the bytes as uploaded, so a retry
// of the same upload is still recognised; its size is of the bytes as stored and served.
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { type ClaimFile, type Claim as ClaimView, claimMessages } from '../../../domain/api/claims';
import type { ClaimDocumentType } from '../../../domain/claims/claim-documents';
import {
  type ClaimFileType,
  checkClaimFile,
  claimFileMessages,
  MAX_FILES_PER_CLAIM,
} from '../../../domain/claims/claim-files';
import { acceptsFiles, canMoveClaim } from '../../../domain/claims/claim-status';
import type { Clock } from '../../clock';
import type { ClaimFileRow, User } from '../../db/schema';
import { apiError } from '../../http/app-errors';
import type { FileStorage } from '../../storage/file-storage';
import type { NotificationOutbox } from '../notifications/notifications-service';
import type { RateLimit, RateLimiter } from '../rate-limit/rate-limiter';
import type { TransactionalRepositories } from '../repositories';
import type { ServiceLog } from '../service-log';
import { withoutMetadata } from './claim-image';
import { claimDocumentsComplete, queueClaimNotices } from './claim-notices';
import { newClaimFileKey } from './claim-storage-keys';
import { ownClaim } from './claim-submission';
import { missingOf, toClaimView } from './claim-view';

/** Uploads by one account: a claim's twenty files several times over, and no more. */
export const uploadsPerUser: RateLimit = {
  name: 'claim-uploads-user',
  max: 120,
  windowMs: 60 * 60 * 1000,
  reason: claimMessages.tooManyUploads,
};

export interface StoredUpload {
  /** False when the key already held this very file (a retry): nothing new was stored. */
  created: boolean;
  file: ClaimFile;
  claim: ClaimView;
}

export interface ClaimFileDownload {
  /** Streamed from storage: a claim file is up to 5 MB, and twenty of them at once would be 100 MB held. */
  body: Readable;
  sizeBytes: number;
  contentType: string;
  fileName: string;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

export function createClaimFilesService(deps: {
  /** An upload's one transaction: the claim's rows, and the outbox when it completes the documents. */
  repositories: TransactionalRepositories<'claims' | 'covers' | 'notifications'>;
  storage: FileStorage;
  rateLimiter: RateLimiter;
  notifications: NotificationOutbox;
  clock: Clock;
  log: Pick<ServiceLog, 'warn'>;
}) {
  const { repositories, storage, clock } = deps;
  const { claims } = repositories;

  async function answer(claimId: string, row: ClaimFileRow, created: boolean): Promise<StoredUpload> {
    const claim = await claims.findClaim(claimId);
    if (!claim) throw apiError('claim_not_found');
    const view = toClaimView(await claims.load(claim), clock.now());
    const file = view.files.find((candidate) => candidate.id === row.id);
    if (!file) throw new Error('stored claim file missing from its claim');
    return { created, file, claim: view };
  }

  /** The same key again: the same bytes are the same upload; other bytes are a client's mistake. */
  function replay(claimId: string, existing: ClaimFileRow, digest: string) {
    if (existing.sha256 !== digest) throw apiError('upload_key_reused');
    return answer(claimId, existing, false);
  }

  async function storedBytesOf(bytes: Uint8Array, contentType: ClaimFileType): Promise<Uint8Array> {
    if (contentType === 'application/pdf') return bytes;
    const image = await withoutMetadata(bytes, contentType);
    if (!image) {
      throw apiError('claim_file_invalid', claimFileMessages.unreadableImage, { field: 'body' });
    }
    return image;
  }

  async function download(claimId: string, fileId: string): Promise<ClaimFileDownload> {
    const file = await claims.findFile(claimId, fileId);
    const stored = file ? await storage.read(file.storageKey) : null;
    if (!file || !stored) throw apiError('claim_file_not_found');
    return {
      body: stored.body,
      sizeBytes: stored.sizeBytes,
      contentType: file.contentType,
      fileName: `claim-${claimId.slice(0, 8)}-${file.documentType}-${file.id.slice(0, 8)}.${extensions[file.contentType] ?? 'bin'}`,
    };
  }

  return {
    async upload(
      viewer: User,
      claimId: string,
      uploadKey: string,
      documentType: ClaimDocumentType,
      bytes: Uint8Array,
    ): Promise<StoredUpload> {
      await deps.rateLimiter.consume(uploadsPerUser, viewer.id);
      const claim = await ownClaim(claims, viewer, claimId);
      const digest = sha256(bytes);
      const existing = await claims.findFileByKey(claimId, uploadKey);
      if (existing) return replay(claimId, existing, digest);
      const checked = checkClaimFile(bytes, documentType);
      if (!checked.ok) {
        if (checked.message === claimFileMessages.tooLarge) throw apiError('file_too_large');
        throw apiError('claim_file_invalid', checked.message, { field: 'body' });
      }
      if (!acceptsFiles(claim.status)) throw apiError('claim_closed');
      const stored = await storedBytesOf(bytes, checked.contentType);

      const now = clock.now();
      const storageKey = newClaimFileKey(claimId);
      await storage.put(storageKey, stored, checked.contentType);
      let outcome: { row: ClaimFileRow | null; moved: boolean; complete?: boolean };
      try {
        outcome = await repositories.transaction(async (tx) => {
          const locked = await tx.claims.lockClaim(claimId);
          if (!locked) throw apiError('claim_not_found');
          if (!acceptsFiles(locked.status)) throw apiError('claim_closed');
          if ((await tx.claims.countFiles(claimId)) >= MAX_FILES_PER_CLAIM) {
            throw apiError('claim_files_full');
          }
          const row = await tx.claims.insertFile({
            claimId,
            uploadKey,
            documentType,
            contentType: checked.contentType,
            sizeBytes: stored.length,
            sha256: digest,
            storageKey,
            uploadedAt: now,
          });
          if (!row) return { row: null, moved: false };
          const missing = missingOf(await tx.claims.load(locked));
          if (missing.length > 0) return { row, moved: false };
          if (!locked.documentsCompleteAt)
            await tx.claims.updateClaim(claimId, { documentsCompleteAt: now, updatedAt: now });
          await claimDocumentsComplete(tx, locked, now);
          if (!canMoveClaim(locked.status, 'under_review', 'client')) {
            return { row, moved: false, complete: true };
          }
          const moved = await tx.claims.updateClaim(claimId, { status: 'under_review', updatedAt: now });
          const event = await tx.claims.addEvent({
            claimId,
            fromStatus: locked.status,
            status: 'under_review',
            operatorId: null,
            note: null,
            documentType: null,
            settledAmount: null,
            paymentReference: null,
            at: now,
          });
          await queueClaimNotices(tx, moved, event, deps);
          return { row, moved: true };
        });
      } catch (error) {
        await storage.delete(storageKey);
        throw error;
      }
      if (!outcome.row) {
        // Another attempt with the same key committed first: this one's bytes go, its file stands.
        await storage.delete(storageKey);
        const winner = await claims.findFileByKey(claimId, uploadKey);
        if (!winner) throw apiError('upload_in_progress');
        return replay(claimId, winner, digest);
      }
      if (outcome.moved || outcome.complete) deps.notifications.sendSoon(claim.coverId);
      return answer(claimId, outcome.row, true);
    },

    /** The holder's own file; anyone else's claim or file is the same 404. */
    async holderDownload(viewer: User, claimId: string, fileId: string): Promise<ClaimFileDownload> {
      await ownClaim(claims, viewer, claimId);
      return download(claimId, fileId);
    },

    /** Any claim's file, for operators. */
    async operatorDownload(claimId: string, fileId: string): Promise<ClaimFileDownload> {
      const claim = await claims.findClaim(claimId);
      if (!claim) throw apiError('claim_not_found@desk');
      return download(claimId, fileId);
    },
  };
}

export type ClaimFilesService = ReturnType<typeof createClaimFilesService>;
