// A submission that could not be sent now goes to the outbox under the Idempotency-Key it was (or would
// have been) sent with, so whichever attempt reaches the server first is the one that counts.
import { queueItem } from '../../domain/outbox';
import type { OutboxKindName } from '../../domain/outbox-kinds';
import { outboxHoldsItemsFlag, outboxPendingFlag } from '../offline/device-flag';
import { requestBackgroundSync } from './background-sync';
import { emitOutboxEvent } from './outbox-events';

export async function queueSubmission(
  kind: OutboxKindName,
  body: unknown,
  idempotencyKey: string,
): Promise<void> {
  // The store (and Dexie with it) loads when something is first queued, not with the pages that may queue.
  const { addToOutbox } = await import('../offline/outbox-store');
  await addToOutbox(queueItem(kind, body, idempotencyKey, Date.now()));
  outboxPendingFlag.set();
  outboxHoldsItemsFlag.set();
  emitOutboxEvent({ type: 'changed' });
  void requestBackgroundSync();
}
