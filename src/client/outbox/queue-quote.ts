// 'Get quotation' with no connection: the request goes to the outbox under the key it would have been
// sent with, so whichever attempt reaches the server first makes the one quotation.
import type { QuoteRequestInput } from '../../domain/api/quotations';
import { outboxKinds } from '../../domain/outbox-kinds';
import { queueSubmission } from './queue-submission';

export function queueQuoteRequest(body: QuoteRequestInput, idempotencyKey: string): Promise<void> {
  return queueSubmission(outboxKinds.quote, body, idempotencyKey);
}
