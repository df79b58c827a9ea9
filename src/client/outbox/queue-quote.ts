// 'Get quotation' with no connection: the request goes to the outbox under the key it would have been
// sent with, so whichever attempt reaches the server first makes the one quotation.
import type { QuoteRequestInput } from '../../domain/api';
import { queueItem } from '../../domain/outbox';
import { outboxPendingFlag } from '../offline/device-flag';
import { addToOutbox } from '../offline/outbox-store';
import { requestBackgroundSync } from './background-sync';
import { emitOutboxEvent } from './outbox-events';

export async function queueQuoteRequest(body: QuoteRequestInput, idempotencyKey: string): Promise<void> {
  await addToOutbox(queueItem('quote', body, idempotencyKey, Date.now()));
  outboxPendingFlag.set();
  emitOutboxEvent({ type: 'changed' });
  void requestBackgroundSync();
}
