// All SQL about covers (policies), their items and the contact details given with them.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { generatePurchaseReference } from '../../../domain/purchase-reference';
import type { Database } from '../../db/open-database';
import {
  type Cover,
  type CoverContact,
  type CoverItem,
  coverContacts,
  coverItems,
  covers,
  type NewCover,
} from '../../db/schema';

export type NewCoverContact = Omit<CoverContact, 'coverId'>;

/** Where a new cover's reference comes from: random by default; a test may hand out its own. */
export type DrawReference = () => string;
const randomReference: DrawReference = () => generatePurchaseReference(randomBytes);

// One in about 10^11 draws meets a taken reference; eight in a row never happens unless something is wrong.
const REFERENCE_DRAWS = 8;

export interface NewCoverItem {
  kind: CoverItem['kind'];
  name: string;
  value: number;
}

export function createCoversRepository(db: Database, drawReference: DrawReference = randomReference) {
  /**
   * Inserts the cover under a fresh reference. A taken one is skipped by ON CONFLICT (an error would
   * abort the caller's transaction) and drawn again; any other conflict (a purchase key) still throws.
   */
  async function insertWithReference(cover: Omit<NewCover, 'reference'>): Promise<Cover> {
    for (let draw = 0; draw < REFERENCE_DRAWS; draw++) {
      const [row] = await db
        .insert(covers)
        .values({ ...cover, reference: drawReference() })
        .onConflictDoNothing({ target: covers.reference })
        .returning();
      if (row) return row;
    }
    throw new Error(`no free cover reference in ${REFERENCE_DRAWS} draws`);
  }

  return {
    /** A new cover, with its own reference (domain/purchase-reference.ts), items and contact details. */
    async insert(
      cover: Omit<NewCover, 'reference'>,
      items: NewCoverItem[],
      contact: NewCoverContact,
    ): Promise<Cover> {
      const row = await insertWithReference(cover);
      if (items.length > 0) {
        await db.insert(coverItems).values(items.map((item) => ({ ...item, coverId: row.id })));
      }
      await db.insert(coverContacts).values({ ...contact, coverId: row.id });
      return row;
    },

    async contactOf(coverId: string): Promise<CoverContact | null> {
      const [row] = await db.select().from(coverContacts).where(eq(coverContacts.coverId, coverId)).limit(1);
      return row ?? null;
    },

    /** A new payment token for the cover; the one before it stops working. */
    async setPaymentTokenHash(id: string, hash: string): Promise<void> {
      await db.update(covers).set({ paymentTokenHash: hash }).where(eq(covers.id, id));
    },

    /** Unties a cover from its purchase key, so the key may start a new purchase. */
    async releasePurchaseKey(id: string): Promise<void> {
      await db.update(covers).set({ purchaseKey: null }).where(eq(covers.id, id));
    },

    async findById(id: string): Promise<Cover | null> {
      const [row] = await db.select().from(covers).where(eq(covers.id, id)).limit(1);
      return row ?? null;
    },

    /** The cover a buy request with this Idempotency-Key created, if an earlier attempt got that far. */
    async findByPurchaseKey(purchaseKey: string): Promise<Cover | null> {
      const [row] = await db.select().from(covers).where(eq(covers.purchaseKey, purchaseKey)).limit(1);
      return row ?? null;
    },

    /** The cover with this purchase reference (its stored form), if any: what a paybill payment names. */
    async findByReference(reference: string): Promise<Cover | null> {
      const [row] = await db.select().from(covers).where(eq(covers.reference, reference)).limit(1);
      return row ?? null;
    },

    /** The cover, locked until the transaction ends: two prompts for one cover are decided in turn. */
    async lockById(id: string): Promise<Cover | null> {
      const [row] = await db.select().from(covers).where(eq(covers.id, id)).for('update');
      return row ?? null;
    },

    /**
     * Activates an inactive cover paid `amount`; false when it was already active (another payment got
     * there first), or when its price is no longer that amount (items were added to it since the prompt).
     */
    async activate(id: string, at: Date, amount: number): Promise<boolean> {
      const rows = await db
        .update(covers)
        .set({ status: 'active', activatedAt: at })
        .where(and(eq(covers.id, id), eq(covers.status, 'inactive'), eq(covers.quotation, amount)))
        .returning({ id: covers.id });
      return rows.length > 0;
    },

    /** Items that join the cover's insured ones, with the sums insured (and price) they bring. */
    async addItems(
      id: string,
      items: NewCoverItem[],
      change: Pick<NewCover, 'valueOfPortableItems' | 'valueOfHouseholdItems' | 'premium' | 'quotation'>,
    ): Promise<void> {
      if (items.length > 0) {
        await db.insert(coverItems).values(items.map((item) => ({ ...item, coverId: id })));
      }
      await db.update(covers).set(change).where(eq(covers.id, id));
    },

    async itemsOf(coverId: string): Promise<CoverItem[]> {
      return db.select().from(coverItems).where(eq(coverItems.coverId, coverId));
    },
  };
}

export type CoversRepository = ReturnType<typeof createCoversRepository>;
