// Claims: a client's claim on their own cover, the items it affects, the files (photos and documents) it
// carries, and each change of its status. The claim row holds where it stands; its events say who moved
// it, when and why, and give the portal each status's date.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { claimDocumentTypes } from '../../../domain/claims/claim-documents';
import { claimFileTypes } from '../../../domain/claims/claim-files';
import { claimStatuses, openClaimStatuses } from '../../../domain/claims/claim-status';
import { perils } from '../../../domain/claims/perils';
import { coverSections } from '../../../domain/cover-sections';
import { createdAt, shillings, sqlList } from './columns';
import { coverItems, covers } from './covers';
import { operators } from './operators';
import { users } from './users';

export const claims = pgTable(
  'claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coverId: uuid('cover_id')
      .notNull()
      .references(() => covers.id),
    // The account that made it: only this user (and operators) may read it or its files.
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    peril: text('peril', { enum: perils }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    place: text('place').notNull(),
    description: text('description').notNull(),
    thirdParty: text('third_party'),
    status: text('status', { enum: claimStatuses }).notNull().default('received'),
    // Set once, when nothing required is missing any more: the start of the 90-day settlement clock. A
    // later request for another document does not restart it (see docs/decisions).
    documentsCompleteAt: timestamp('documents_complete_at', { withTimezone: true }),
    settledAmount: integer('settled_amount'),
    paymentReference: text('payment_reference'),
    declineReason: text('decline_reason'),
    // An approval above the agents' limit (CLAIM_AGENT_APPROVAL_LIMIT) waiting for a second
    // person's. Set by the first approval, cleared by any move of the claim; all three or none.
    firstApprovalAmount: integer('first_approval_amount'),
    firstApprovalBy: uuid('first_approval_by').references(() => operators.id),
    firstApprovalAt: timestamp('first_approval_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'claims_first_approval_whole',
      sql`(${table.firstApprovalAmount} is null) = (${table.firstApprovalBy} is null) and (${table.firstApprovalBy} is null) = (${table.firstApprovalAt} is null)`,
    ),
    check('claims_peril', sql`${table.peril} in (${sqlList(perils)})`),
    check('claims_status', sql`${table.status} in (${sqlList(claimStatuses)})`),
    check(
      'claims_settled_amount_positive',
      sql`${table.settledAmount} is null or ${table.settledAmount} > 0`,
    ),
    index('claims_cover_idx').on(table.coverId, table.createdAt),
    index('claims_user_idx').on(table.userId),
    // The back office's queue reads open claims oldest first.
    index('claims_open_idx')
      .on(table.createdAt)
      .where(sql`${table.status} in (${sqlList(openClaimStatuses)})`),
  ],
);

export const claimItems = pgTable(
  'claim_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    // Null for the building, which is a section of an owner's cover rather than a listed item, and for an
    // item the claimant named. Set null when the item row goes (erasing an account removes its covers'
    // item names): the claim keeps its own.
    coverItemId: uuid('cover_item_id').references(() => coverItems.id, { onDelete: 'set null' }),
    // The name and sum insured as they were when the claim was made, whatever the cover becomes later.
    // For a named item, the sum insured is its section's: what bounds it.
    name: text('name').notNull(),
    sumInsured: shillings('sum_insured').notNull(),
    estimatedLoss: integer('estimated_loss').notNull(),
    // The section the item belongs to, and whether the claimant named it rather than ticking it
    // from the policy's list. The default only fills the rows made before; a hand-written migration
    // (0031_claim_item_sections_backfill) sets the building's and portable items' rows right.
    section: text('section', { enum: coverSections }).notNull().default('household'),
    named: boolean('named').notNull().default(false),
  },
  (table) => [
    check('claim_items_section', sql`${table.section} in (${sqlList(coverSections)})`),
    check(
      'claim_items_loss',
      sql`${table.estimatedLoss} > 0 and ${table.estimatedLoss} <= ${table.sumInsured}`,
    ),
    index('claim_items_claim_idx').on(table.claimId),
  ],
);

export const claimFiles = pgTable(
  'claim_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    // The client's own key for this upload: a retried or restarted upload finds its file instead of
    // storing a second one.
    uploadKey: uuid('upload_key').notNull(),
    documentType: text('document_type', { enum: claimDocumentTypes }).notNull(),
    // Read from the file's first bytes, never from what the upload said.
    contentType: text('content_type', { enum: claimFileTypes }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('claim_files_upload_key').on(table.claimId, table.uploadKey),
    check('claim_files_document_type', sql`${table.documentType} in (${sqlList(claimDocumentTypes)})`),
    check('claim_files_content_type', sql`${table.contentType} in (${sqlList(claimFileTypes)})`),
  ],
);

export const claimEvents = pgTable(
  'claim_events',
  {
    // A sequence, not a UUID: the history is read in the order the changes were made, even two changes
    // within one millisecond.
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    // Null for the claim's receipt, its first event.
    fromStatus: text('from_status', { enum: claimStatuses }),
    status: text('status', { enum: claimStatuses }).notNull(),
    // Null when the client moved it (by uploading what was asked for) or made it.
    operatorId: uuid('operator_id').references(() => operators.id),
    // What an operator asked for, or the decline's reason.
    note: text('note'),
    // The document an operator asked for: a file of that type uploaded later answers it.
    documentType: text('document_type', { enum: claimDocumentTypes }),
    settledAmount: integer('settled_amount'),
    paymentReference: text('payment_reference'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('claim_events_claim_idx').on(table.claimId, table.at)],
);

export type Claim = typeof claims.$inferSelect;
export type ClaimItemRow = typeof claimItems.$inferSelect;
export type ClaimFileRow = typeof claimFiles.$inferSelect;
export type ClaimEvent = typeof claimEvents.$inferSelect;
