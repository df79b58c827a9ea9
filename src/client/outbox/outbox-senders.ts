// What each kind of queued submission sends. The item's id is its Idempotency-Key, so a retry after a
// lost answer gets the server's first answer instead of a second quotation.
import { QuoteRequestSchema } from '../../domain/api';
import { requestQuotation } from '../api/quotations-api';

export const outboxSenders = {
  quote: (body: unknown, key: string) => requestQuotation(QuoteRequestSchema.parse(body), key),
} satisfies Record<string, (body: unknown, key: string) => Promise<unknown>>;

export type OutboxKind = keyof typeof outboxSenders;
