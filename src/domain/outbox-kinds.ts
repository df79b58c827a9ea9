// The kinds of submission the outbox holds, and which of them carry personal data. Here, below the client's
// storage and its outbox, because both need the names: the outbox to send each kind, storage to know what
// to delete when a session ends.

export const outboxKinds = {
  /** 'Get quotation' (point 7): cover amounts, item names and a town; it names no one. */
  quote: 'quote',
  /** A portal profile edit (PUT users/:id): the client's name, phone, e-mail, ID number, KRA PIN, address. */
  profileEdit: 'profile-edit',
  /** The wizard's contact/KYC save (POST quotations/): the same details of the buyer. */
  contactDetails: 'contact-details',
  /**
   * A claim or a document for one: the client's words, their items' losses, photos and files.
   * Sent in steps (src/domain/claims/claim-sending.ts), its progress kept on the item.
   */
  claim: 'claim',
} as const;

export type OutboxKindName = (typeof outboxKinds)[keyof typeof outboxKinds];

/**
 * Removed from the device when the session ends, with the drafts that hold the same details. Quote
 * requests stay: they identify no one, and an anonymous visitor's request in flight is theirs to keep.
 */
export const personalOutboxKinds: readonly OutboxKindName[] = [
  outboxKinds.profileEdit,
  outboxKinds.contactDetails,
  outboxKinds.claim,
];
