// Point 8: the policy list's products, read from a stored quotation. The quotation may come from a draft
// an older version of the app saved on this device, so it is checked here rather than trusted: a bad one
// gets the spec's message instead of crashing the step.
import { z } from 'zod';
import { type QuotedProduct, QuotedProductSchema } from './api/quotations';
import { type CoverType, coverTypes } from './cover-type';

export type QuotationProducts =
  | { kind: 'missing' }
  | { kind: 'empty' }
  | { kind: 'unreadable' }
  | { kind: 'listed'; products: QuotedProduct[]; coverType: CoverType };

const ProductListSchema = z.array(QuotedProductSchema);
const CoverTypeSchema = z.enum(coverTypes);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** "The product list is read from products, data, or the quotation itself if it is a list." */
export function readQuotationProducts(quotation: unknown): QuotationProducts {
  if (quotation === null || quotation === undefined) return { kind: 'missing' };
  const list = Array.isArray(quotation)
    ? quotation
    : isRecord(quotation)
      ? (quotation.products ?? quotation.data)
      : undefined;
  const parsed = ProductListSchema.safeParse(list);
  if (!parsed.success) return { kind: 'unreadable' };
  const [first] = parsed.data;
  if (!first) return { kind: 'empty' };
  const declared = CoverTypeSchema.safeParse(isRecord(quotation) ? quotation.cover_type : undefined);
  return {
    kind: 'listed',
    products: parsed.data,
    coverType: declared.success ? declared.data : first.cover_type,
  };
}

/** The products of a stored quotation, or none when it holds none that can be read. */
export function productsOfQuotation(quotation: unknown): QuotedProduct[] {
  const read = readQuotationProducts(quotation);
  return read.kind === 'listed' ? read.products : [];
}
