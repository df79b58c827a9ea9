// All SQL about quotations and the leads saved from them.
import { eq } from 'drizzle-orm';
import type { QuotedProduct, QuoteRequest } from '../../../domain/api';
import type { CoverType } from '../../../domain/cover-type';
import type { Database } from '../../db/open-database';
import { type QuotationRow, quotations, type SavedQuotationContact, savedQuotations } from '../../db/schema';

export interface NewQuotation {
  request: QuoteRequest;
  coverType: CoverType;
  products: QuotedProduct[];
  createdAt: Date;
}

export function createQuotationsRepository(db: Database) {
  return {
    async insert(quotation: NewQuotation): Promise<QuotationRow> {
      const [row] = await db.insert(quotations).values(quotation).returning();
      if (!row) throw new Error('insert into quotations returned no row');
      return row;
    },

    async findById(id: string): Promise<QuotationRow | null> {
      const [row] = await db.select().from(quotations).where(eq(quotations.id, id)).limit(1);
      return row ?? null;
    },

    async saveLead(lead: {
      quotationId: string;
      productId: string;
      contact: SavedQuotationContact;
      createdAt: Date;
    }): Promise<{ id: string }> {
      const [row] = await db.insert(savedQuotations).values(lead).returning({ id: savedQuotations.id });
      if (!row) throw new Error('insert into saved_quotations returned no row');
      return row;
    },
  };
}

export type QuotationsRepository = ReturnType<typeof createQuotationsRepository>;
