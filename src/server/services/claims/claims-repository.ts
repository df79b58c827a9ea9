// All SQL about claims: the claim with its items, files and status events, the cover facts a
// claim is checked against, and the back office's queue. A service reaches it through
// repositories.transaction, beside the covers, the outbox and the audit log, so a status, its notifications
// and its audit row commit together or not at all.
import { and, asc, count, desc, eq, gte, inArray } from 'drizzle-orm';
import { openClaimStatuses } from '../../../domain/claims/claim-status';
import type { Database } from '../../db/open-database';
import {
  type Claim,
  type ClaimEvent,
  type ClaimFileRow,
  type ClaimItemRow,
  claimEvents,
  claimFiles,
  claimItems,
  claims,
  coverContacts,
  coverItems,
  covers,
  operators,
  products,
} from '../../db/schema';

export type NewClaim = Omit<
  Claim,
  | 'id'
  | 'createdAt'
  | 'updatedAt'
  | 'status'
  | 'documentsCompleteAt'
  | 'settledAmount'
  | 'paymentReference'
  | 'declineReason'
  | 'firstApprovalAmount'
  | 'firstApprovalBy'
  | 'firstApprovalAt'
>;
export type NewClaimItem = Omit<ClaimItemRow, 'id' | 'claimId'>;
export type NewClaimEvent = Omit<ClaimEvent, 'id'>;
export type NewClaimFile = Omit<ClaimFileRow, 'id'>;
export type ClaimChange = Partial<
  Pick<
    Claim,
    | 'status'
    | 'documentsCompleteAt'
    | 'settledAmount'
    | 'paymentReference'
    | 'declineReason'
    | 'firstApprovalAmount'
    | 'firstApprovalBy'
    | 'firstApprovalAt'
    | 'updatedAt'
  >
>;

/** A claim with everything its view needs. */
export interface StoredClaim {
  claim: Claim;
  items: ClaimItemRow[];
  files: ClaimFileRow[];
  events: { event: ClaimEvent; operatorName: string | null }[];
}

export function createClaimsRepository(db: Database) {
  const rows = {
    /** The cover's listed items with their ids, which a claim names. */
    coverItemsOf: (coverId: string) =>
      db
        .select({ id: coverItems.id, name: coverItems.name, kind: coverItems.kind, value: coverItems.value })
        .from(coverItems)
        .where(eq(coverItems.coverId, coverId))
        .orderBy(asc(coverItems.kind), asc(coverItems.name)),

    async insertClaim(
      claim: NewClaim,
      items: NewClaimItem[],
      at: Date,
    ): Promise<{ claim: Claim; event: ClaimEvent }> {
      const [row] = await db
        .insert(claims)
        .values({ ...claim, createdAt: at, updatedAt: at })
        .returning();
      if (!row) throw new Error('insert into claims returned no row');
      if (items.length > 0)
        await db.insert(claimItems).values(items.map((item) => ({ ...item, claimId: row.id })));
      const event = await rows.addEvent({
        claimId: row.id,
        fromStatus: null,
        status: 'received',
        operatorId: null,
        note: null,
        documentType: null,
        settledAmount: null,
        paymentReference: null,
        at,
      });
      return { claim: row, event };
    },

    async findClaim(id: string): Promise<Claim | null> {
      const [row] = await db.select().from(claims).where(eq(claims.id, id)).limit(1);
      return row ?? null;
    },

    /** The claim, locked until the transaction ends: two moves of one claim are decided in turn. */
    async lockClaim(id: string): Promise<Claim | null> {
      const [row] = await db.select().from(claims).where(eq(claims.id, id)).for('update');
      return row ?? null;
    },

    async load(claim: Claim): Promise<StoredClaim> {
      const [items, files, events] = await Promise.all([
        db.select().from(claimItems).where(eq(claimItems.claimId, claim.id)).orderBy(asc(claimItems.name)),
        db
          .select()
          .from(claimFiles)
          .where(eq(claimFiles.claimId, claim.id))
          .orderBy(asc(claimFiles.uploadedAt), asc(claimFiles.id)),
        db
          .select({ event: claimEvents, operatorName: operators.name })
          .from(claimEvents)
          .leftJoin(operators, eq(operators.id, claimEvents.operatorId))
          .where(eq(claimEvents.claimId, claim.id))
          .orderBy(asc(claimEvents.at), asc(claimEvents.id)),
      ]);
      return { claim, items, files, events };
    },

    /** The user's own claims, newest first. */
    claimsOf: (userId: string) =>
      db
        .select()
        .from(claims)
        .where(eq(claims.userId, userId))
        .orderBy(desc(claims.createdAt), desc(claims.id)),

    /** The liability limit the cover's product states (null: none), which caps a liability claim. */
    async liabilityLimitOf(coverId: string): Promise<number | null> {
      const [row] = await db
        .select({ limit: products.liabilityLimit })
        .from(covers)
        .innerJoin(products, eq(products.id, covers.productId))
        .where(eq(covers.id, coverId));
      return row?.limit ?? null;
    },

    /** Who gave a claim's first approval, as the second approval and the back office need them. */
    async approverOf(operatorId: string) {
      const [row] = await db
        .select({ id: operators.id, name: operators.name, role: operators.role })
        .from(operators)
        .where(eq(operators.id, operatorId));
      return row ?? null;
    },

    async countClaimsSince(coverId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(claims)
        .where(and(eq(claims.coverId, coverId), gte(claims.createdAt, since)));
      return row?.n ?? 0;
    },

    async countFiles(claimId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(claimFiles).where(eq(claimFiles.claimId, claimId));
      return row?.n ?? 0;
    },

    async findFileByKey(claimId: string, uploadKey: string): Promise<ClaimFileRow | null> {
      const [row] = await db
        .select()
        .from(claimFiles)
        .where(and(eq(claimFiles.claimId, claimId), eq(claimFiles.uploadKey, uploadKey)));
      return row ?? null;
    },

    async findFile(claimId: string, fileId: string): Promise<ClaimFileRow | null> {
      const [row] = await db
        .select()
        .from(claimFiles)
        .where(and(eq(claimFiles.claimId, claimId), eq(claimFiles.id, fileId)));
      return row ?? null;
    },

    /** Stores the file's row; null when the upload key already holds one (a retry that raced). */
    async insertFile(file: NewClaimFile): Promise<ClaimFileRow | null> {
      const [row] = await db.insert(claimFiles).values(file).onConflictDoNothing().returning();
      return row ?? null;
    },

    async updateClaim(id: string, change: ClaimChange): Promise<Claim> {
      const [row] = await db.update(claims).set(change).where(eq(claims.id, id)).returning();
      if (!row) throw new Error('claim not updated');
      return row;
    },

    async addEvent(event: NewClaimEvent): Promise<ClaimEvent> {
      const [row] = await db.insert(claimEvents).values(event).returning();
      if (!row) throw new Error('claim event not inserted');
      return row;
    },

    async findEvent(id: number): Promise<ClaimEvent | null> {
      if (!Number.isSafeInteger(id)) return null;
      const [row] = await db.select().from(claimEvents).where(eq(claimEvents.id, id));
      return row ?? null;
    },

    /**
     * Open claims (still needing the agency's work), the oldest first, with the holder's name and how the
     * cover is named; only the cover with this purchase reference (stored form) when one is given.
     */
    openQueue: (reference?: string) =>
      db
        .select({
          claim: claims,
          holderName: coverContacts.name,
          reference: covers.reference,
          policyNumber: covers.policyNumber,
        })
        .from(claims)
        .innerJoin(covers, eq(covers.id, claims.coverId))
        .leftJoin(coverContacts, eq(coverContacts.coverId, claims.coverId))
        .where(
          and(
            inArray(claims.status, [...openClaimStatuses]),
            reference === undefined ? undefined : eq(covers.reference, reference),
          ),
        )
        .orderBy(asc(claims.createdAt), asc(claims.id)),
  };
  return rows;
}

export type ClaimsRepository = ReturnType<typeof createClaimsRepository>;
