// Point 2, Coverage Details: "An already-obtained quotation shows its name, description and products."
// A quotation carries no name of its own, so it is named here from what it insures and for whom, and
// described by its sums insured and when it was priced.

import type { QuotedProduct } from './api';
import { coverTypeLabels } from './cover-type';
import { defineMessages } from './language/messages';
import { perLanguage } from './language/per-language';
import { withValues } from './language/with-values';
import { formatShillings } from './money';
import { readQuotationProducts } from './quotation-products';

export interface QuotationSummary {
  name: string;
  description: string;
  products: QuotedProduct[];
}

export const quotationSummaryMessages = defineMessages('quotationSummary', {
  name: withValues<{ holder: 'owner' | 'tenant' | 'other'; coverType: string }>({
    en: '{holder, select, owner {Home owner} tenant {Tenant} other {Home}} cover: {coverType}',
    sw: 'Bima ya {holder, select, owner {mwenye nyumba} tenant {mpangaji} other {nyumba}}: {coverType}',
  }),
  description: withValues<{ sums: string; count: number; date: string }>({
    en: '{sums}. {count} {count, plural, one {option} other {options}} priced{date, select, none {} other { on {date}}}.',
    sw: '{sums}. {count, plural, one {Chaguo # limekadiriwa bei} other {Machaguo # yamekadiriwa bei}}{date, select, none {} other { tarehe {date}}}.',
  }),
});

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
  const holder = isOwner === '1' ? 'owner' : isOwner === '0' ? 'tenant' : 'other';
  const sums = (read.products[0]?.sections ?? [])
    .map((section) => `${section.name} ${formatShillings(section.value)}`)
    .join(', ');
  const createdAt = fieldOf(quotation, 'created_at');
  const date = typeof createdAt === 'string' ? new Date(createdAt) : null;
  const when = date && !Number.isNaN(date.getTime()) ? pricedOn().format(date) : 'none';
  return {
    name: quotationSummaryMessages.name({ holder, coverType: coverTypeLabels[read.coverType] }),
    description: quotationSummaryMessages.description({ sums, count: read.products.length, date: when }),
    products: read.products,
  };
}
