// A claim in the outbox: made offline or online alike (one path), sent in steps (the claim, then
// each file; src/domain/claims/claim-sending.ts) with the progress written to the item after every step,
// so a cut connection, a closed tab or a killed app resumes where it stopped. The server's keys make each
// step idempotent: the POST under the item's key, each PUT under the file's own key.
import { z } from 'zod';
import { claimDocumentTypes } from '../../domain/claims/claim-documents';
import { claimCreated, claimFileSent, nextClaimStep } from '../../domain/claims/claim-sending';
import { outboxKinds } from '../../domain/outbox-kinds';
import { createClaim, uploadClaimFile } from '../api/claims-api';
import { updateOutboxItem } from '../offline/outbox-store';
import { queueSubmission } from './queue-submission';

// An ArrayBuffer read back from IndexedDB may come from another realm (a test's fake store), so it is
// recognised by its shape rather than by instanceof.
const BytesSchema = z.custom<ArrayBuffer>(
  (value) =>
    typeof value === 'object' && value !== null && typeof (value as ArrayBuffer).byteLength === 'number',
);

export const QueuedClaimFileSchema = z.object({
  key: z.string(),
  documentType: z.enum(claimDocumentTypes),
  contentType: z.string(),
  name: z.string(),
  bytes: BytesSchema,
  sent: z.boolean(),
});
export type QueuedClaimFile = z.infer<typeof QueuedClaimFileSchema>;

export const QueuedClaimSchema = z.object({
  userId: z.string(),
  /**
   * The claim as ClaimRequestSchema reads it (the listed items ticked and the items named under a
   * section), sent as it was written: the server checks it; null for a document added to an existing claim.
   */
  request: z.record(z.string(), z.unknown()).nullable(),
  /** The policy's name, for the waiting list. */
  label: z.string(),
  claimId: z.string().nullable(),
  reference: z.string().nullable(),
  files: z.array(QueuedClaimFileSchema),
});
export type QueuedClaim = z.infer<typeof QueuedClaimSchema>;

/** What a delivered claim item hands the page. */
export interface DeliveredClaim {
  claimId: string;
  reference: string | null;
}

export function queueClaim(claim: QueuedClaim, idempotencyKey: string): Promise<void> {
  return queueSubmission(outboxKinds.claim, claim, idempotencyKey);
}

async function keepProgress(key: string, claim: QueuedClaim): Promise<void> {
  const kept = await updateOutboxItem(key, (item) => ({ ...item, body: claim }));
  // Signed out (or cancelled) mid-send: nothing more may be sent for this claim.
  if (!kept) throw new Error('The claim was removed from this device.');
}

export async function sendQueuedClaim(body: unknown, key: string): Promise<DeliveredClaim> {
  let claim = QueuedClaimSchema.parse(body);
  for (;;) {
    const step = nextClaimStep(claim);
    if (step.type === 'done') return { claimId: step.claimId, reference: claim.reference };
    if (step.type === 'create') {
      const made = await createClaim(claim.request, key);
      claim = { ...claimCreated(claim, made.id), reference: made.reference };
    } else {
      const { file } = step;
      const after = await uploadClaimFile(
        step.claimId,
        file.key,
        file.documentType,
        file.bytes,
        file.contentType,
      );
      claim = { ...claimFileSent(claim, file.key), reference: after.reference };
    }
    await keepProgress(key, claim);
  }
}
