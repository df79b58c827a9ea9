// What each kind of queued submission sends. The item's id is its Idempotency-Key, so a retry after a
// lost answer gets the server's first answer instead of a second quotation, lead or profile save.
import type { UpdateProfileInput } from '../../domain/api/profile';
import { QuoteRequestSchema, SaveQuotationRequestSchema } from '../../domain/api/quotations';
import { outboxKinds } from '../../domain/outbox-kinds';
import { updateProfile } from '../api/profile-api';
import { requestQuotation, saveQuotation } from '../api/quotations-api';
import { sendQueuedClaim } from './claim-outbox';
import { QueuedProfileEditSchema } from './profile-edit-outbox';

export const outboxSenders = {
  [outboxKinds.quote]: (body: unknown, key: string) => requestQuotation(QuoteRequestSchema.parse(body), key),
  [outboxKinds.profileEdit]: (body: unknown, key: string) => {
    // Checked, but sent as it was queued: the first attempt's body, byte for byte, so its key matches.
    const { userId } = QueuedProfileEditSchema.parse(body);
    return updateProfile(userId, (body as { profile: UpdateProfileInput }).profile, key);
  },
  [outboxKinds.contactDetails]: (body: unknown, key: string) =>
    saveQuotation(SaveQuotationRequestSchema.parse(body), key),
  // Sent in steps, its progress written to the item as it goes (claim-outbox.ts).
  [outboxKinds.claim]: sendQueuedClaim,
} satisfies Record<string, (body: unknown, key: string) => Promise<unknown>>;

export type OutboxKind = keyof typeof outboxSenders;
