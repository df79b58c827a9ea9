// All SQL about endorsements: items added to an active cover, waiting for their amount to be paid.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/open-database';
import { type CoverEndorsement, coverEndorsements, type NewCoverEndorsement } from '../../db/schema';

export type EndorsementPrice = Pick<
  CoverEndorsement,
  | 'portableItems'
  | 'householdItems'
  | 'addedPortableValue'
  | 'addedHouseholdValue'
  | 'premium'
  | 'levies'
  | 'amountDue'
>;

export function createCoverEndorsementsRepository(db: Database) {
  return {
    async insert(endorsement: NewCoverEndorsement): Promise<CoverEndorsement> {
      const [row] = await db.insert(coverEndorsements).values(endorsement).returning();
      if (!row) throw new Error('insert into cover_endorsements returned no row');
      return row;
    },

    async findById(id: string): Promise<CoverEndorsement | null> {
      const [row] = await db.select().from(coverEndorsements).where(eq(coverEndorsements.id, id)).limit(1);
      return row ?? null;
    },

    /** The cover's one unpaid endorsement, if any. */
    async unpaidOf(coverId: string): Promise<CoverEndorsement | null> {
      const [row] = await db
        .select()
        .from(coverEndorsements)
        .where(and(eq(coverEndorsements.coverId, coverId), isNull(coverEndorsements.paidAt)))
        .limit(1);
      return row ?? null;
    },

    /** Replaces an unpaid endorsement's items and price (more items added before it was paid). */
    async reprice(id: string, price: EndorsementPrice, at: Date): Promise<CoverEndorsement | null> {
      const [row] = await db
        .update(coverEndorsements)
        .set({ ...price, updatedAt: at })
        .where(and(eq(coverEndorsements.id, id), isNull(coverEndorsements.paidAt)))
        .returning();
      return row ?? null;
    },

    /**
     * Marks the endorsement paid by this STK request, only if it is unpaid and still asks for `amount`;
     * null otherwise (paid already, or re-priced since the prompt). Exactly once, whatever the race.
     */
    async markPaid(
      id: string,
      payment: { amount: number; stkRequestId: string | null; at: Date },
    ): Promise<CoverEndorsement | null> {
      const [row] = await db
        .update(coverEndorsements)
        .set({ paidAt: payment.at, paidByStkRequestId: payment.stkRequestId, updatedAt: payment.at })
        .where(
          and(
            eq(coverEndorsements.id, id),
            isNull(coverEndorsements.paidAt),
            eq(coverEndorsements.amountDue, payment.amount),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}

export type CoverEndorsementsRepository = ReturnType<typeof createCoverEndorsementsRepository>;
