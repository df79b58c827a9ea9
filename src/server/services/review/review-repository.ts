// All SQL of the applications queue: the queue itself, a decision's writes on the cover
// and its payments, and the review history. A decision reaches it through repositories.transaction, beside
// the covers, the outbox and the audit log, so the status, the notifications and the audit row commit
// together or not at all.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/open-database';
import {
  type CoverReview,
  coverContacts,
  coverReviews,
  covers,
  operators,
  products,
  stkRequests,
} from '../../db/schema';

/** Review statuses still waiting for the agency: the queue's. */
const awaiting = ['pending', 'info_requested'] as const;

export function createReviewRepository(db: Database) {
  return {
    /** Paid covers awaiting review, the longest-waiting (by payment time) first. */
    queue: () =>
      db
        .select({
          coverId: covers.id,
          reference: covers.reference,
          policyNumber: covers.policyNumber,
          holderName: coverContacts.name,
          productName: products.name,
          amountPaid: covers.quotation,
          reviewStatus: covers.reviewStatus,
          paidAt: covers.activatedAt,
        })
        .from(covers)
        .innerJoin(products, eq(products.id, covers.productId))
        .leftJoin(coverContacts, eq(coverContacts.coverId, covers.id))
        .where(and(eq(covers.status, 'active'), inArray(covers.reviewStatus, [...awaiting])))
        .orderBy(asc(covers.activatedAt), asc(covers.id)),

    /** The cover a purchase reference (in its stored form) names, whatever its review status. */
    async coverIdByReference(reference: string): Promise<string | null> {
      const [row] = await db.select({ id: covers.id }).from(covers).where(eq(covers.reference, reference));
      return row?.id ?? null;
    },

    /** Each decision on a cover, oldest first, with the operator's name. */
    history: (coverId: string) =>
      db
        .select({ review: coverReviews, operatorName: operators.name })
        .from(coverReviews)
        .innerJoin(operators, eq(operators.id, coverReviews.operatorId))
        .where(eq(coverReviews.coverId, coverId))
        .orderBy(asc(coverReviews.at), asc(coverReviews.id)),

    async findReview(id: string): Promise<CoverReview | null> {
      const [row] = await db.select().from(coverReviews).where(eq(coverReviews.id, id));
      return row ?? null;
    },

    /** The newest decision of this kind on the cover (what a notification about it says). */
    async latestReview(coverId: string, action: CoverReview['action']): Promise<CoverReview | null> {
      const rows = await db
        .select()
        .from(coverReviews)
        .where(and(eq(coverReviews.coverId, coverId), eq(coverReviews.action, action)))
        .orderBy(asc(coverReviews.at));
      return rows.at(-1) ?? null;
    },

    async setReview(
      coverId: string,
      review: { status: (typeof covers.$inferSelect)['reviewStatus']; note: string | null },
    ): Promise<void> {
      await db
        .update(covers)
        .set({ reviewStatus: review.status, reviewNote: review.note })
        .where(eq(covers.id, coverId));
    },

    async addReview(review: Omit<CoverReview, 'id'>): Promise<CoverReview> {
      const [row] = await db.insert(coverReviews).values(review).returning();
      if (!row) throw new Error('cover review not inserted');
      return row;
    },

    /** The cover's successful payments not yet flagged for refund, oldest first. */
    paidRequests: (coverId: string) =>
      db
        .select()
        .from(stkRequests)
        .where(
          and(
            eq(stkRequests.coverId, coverId),
            eq(stkRequests.status, 'success'),
            eq(stkRequests.needsRefund, false),
          ),
        )
        .orderBy(asc(stkRequests.createdAt)),

    async flagForRefund(requestIds: string[], at: Date): Promise<void> {
      if (requestIds.length === 0) return;
      await db
        .update(stkRequests)
        .set({ needsRefund: true, updatedAt: at })
        .where(inArray(stkRequests.id, requestIds));
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
