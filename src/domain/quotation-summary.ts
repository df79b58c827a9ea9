// Point 2, Coverage Details: "An already-obtained quotation shows its name, description and products."
// A quotation carries no name of its own, so it is named here from what it insures and for whom, and
// described by its sums insured and when it was priced.

import type { QuotedProduct } from './api';
import { coverTypeLabels } from './cover-type';
import { perLanguage } from './language/per-language';
import { formatShillings } from './money';
import { readQuotationProducts } from './quotation-products';

export interface QuotationSummary {
  name: string;
  description: string;
  products: QuotedProduct[];
}

const pricedOn = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Africa/Nairobi' }),
);

const fieldOf = (value: unknown, field: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : undefined;

/** Null when there is no quotation with products to show (the policy step says why). */
export function summariseQuotation(quotation: unknown): QuotationSummary | null {
  const read = readQuotationProducts(quotation);
  if (read.kind !== 'listed') return null;
  const isOwner = fieldOf(fieldOf(quotation, 'request'), 'is_owner');
  const holder = isOwner === '1' ? 'Home owner' : isOwner === '0' ? 'Tenant' : 'Home';
  const sums = (read.products[0]?.sections ?? [])
    .map((section) => `${section.name} ${formatShillings(section.value)}`)
    .join(', ');
  const createdAt = fieldOf(quotation, 'created_at');
  const date = typeof createdAt === 'string' ? new Date(createdAt) : null;
  const when = date && !Number.isNaN(date.getTime()) ? ` on ${pricedOn().format(date)}` : '';
  const count = read.products.length;
  return {
    name: `${holder} cover: ${coverTypeLabels[read.coverType]}`,
    description: `${sums}. ${count} ${count === 1 ? 'option' : 'options'} priced${when}.`,
    products: read.products,
  };
}
