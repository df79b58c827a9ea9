// The contact/KYC save (point 7's save quotation) when it cannot be sent now: it waits in the outbox under
// the save's Idempotency-Key, and the visitor goes on to the review. Payment must not start while it waits
// (the lead and the purchase would tell the agency two stories), so Pay Now first sends it, or says it waits.
import type { SaveQuotationRequest } from '../../../domain/api/quotations';
import { canCancel } from '../../../domain/outbox';
import { outboxKinds } from '../../../domain/outbox-kinds';
import { queuedSubmissionMessages } from '../../../domain/queued-submission-messages';
import {
  cancelOutboxItem,
  type OutboxRecord,
  outboxItems,
  takeDeliveredItem,
} from '../../offline/outbox-store';
import { announceDelivery } from '../../outbox/announce-delivery';
import { emitOutboxEvent } from '../../outbox/outbox-events';
import { drainOutbox } from '../../outbox/outbox-runner';
import { queueSubmission } from '../../outbox/queue-submission';

async function contactSaves(): Promise<OutboxRecord[]> {
  const items = await outboxItems();
  return items.filter((item) => item.kind === outboxKinds.contactDetails);
}

/**
 * Drops saves a newer one replaces (waiting or refused), so older details never arrive after newer ones.
 * One already sending cannot be called back; the server's key keeps it to one lead.
 */
export async function supersedeContactSaves(): Promise<void> {
  for (const item of await contactSaves().catch(() => [])) {
    if (canCancel(item)) await cancelOutboxItem(item.id);
  }
}

export async function queueContactSave(body: SaveQuotationRequest, idempotencyKey: string): Promise<void> {
  await supersedeContactSaves();
  await queueSubmission(outboxKinds.contactDetails, body, idempotencyKey);
}

/** Takes a delivered save out of the outbox, once, and says it went. */
export async function takeDeliveredContactSave(id: string): Promise<void> {
  const taken = await takeDeliveredItem(id);
  if (!taken) return;
  void announceDelivery(queuedSubmissionMessages.contactSent);
  emitOutboxEvent({ type: 'changed' });
}

/**
 * Before a payment: sends a waiting contact save now. Null when nothing waits any more (sent, or none was
 * queued); otherwise what to tell the payer (still waiting, or the server's refusal).
 */
export async function contactSaveBlockingPayment(): Promise<string | null> {
  let saves = await contactSaves().catch(() => []);
  if (saves.some((item) => item.status === 'queued' || item.status === 'sending')) {
    await drainOutbox({ reason: 'reconnected' });
    saves = await contactSaves();
  }
  for (const item of saves) if (item.status === 'done') await takeDeliveredContactSave(item.id);
  const refused = saves.find((item) => item.status === 'failed');
  if (refused) return refused.error ?? queuedSubmissionMessages.paymentWaitsForContact;
  return saves.some((item) => item.status === 'queued' || item.status === 'sending')
    ? queuedSubmissionMessages.paymentWaitsForContact
    : null;
}
