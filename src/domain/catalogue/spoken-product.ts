// A product's own texts, which the catalogue seeds and the database keeps in English, in the language
// spoken now (a request's, on the server): each text found in catalogue-messages.ts is swapped for its
// Kiswahili, and one that is not (edited in the catalogue but not there) stays English rather than blank.
// The terms are the insurer's binding wording and stay English; a reader of another language gets a
// summary of them above, which says so (issue 28).
import type { Benefit } from '../api';
import { currentLanguage } from '../language/current-language';
import { spokenText } from '../language/messages';
import { catalogueMessages } from './catalogue-messages';

export interface ProductTexts {
  description: string;
  benefits: Benefit[];
  termsHtml: string | null;
}

// The excess is the one clause each product words for itself (catalogue-data.ts, terms).
const excessClause = /<h3>Excess<\/h3>\s*<p>([\s\S]*?)<\/p>/;

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function termsSummary(termsHtml: string): string {
  const excess = excessClause.exec(termsHtml)?.[1];
  const points = [
    catalogueMessages.termsSummaryCovered,
    catalogueMessages.termsSummaryNotCovered,
    ...(excess ? [`${catalogueMessages.termsSummaryExcess}: ${spokenText(excess)}`] : []),
    catalogueMessages.termsSummaryDuties,
    catalogueMessages.termsSummaryCancellation,
  ];
  return [
    `<h3>${escaped(catalogueMessages.termsSummaryTitle)}</h3>`,
    `<ul>${points.map((point) => `<li>${escaped(point)}</li>`).join('')}</ul>`,
    `<p><strong>${escaped(catalogueMessages.termsBindingInEnglish)}</strong></p>`,
  ].join('\n');
}

/** The product's description, benefits and terms for a reader of the language spoken now. */
export function spokenProductTexts(product: ProductTexts): ProductTexts {
  if (currentLanguage() === 'en') return product;
  return {
    description: spokenText(product.description),
    benefits: product.benefits.map((benefit) => ({
      ...benefit,
      name: spokenText(benefit.name),
      description: benefit.description === undefined ? undefined : spokenText(benefit.description),
    })),
    termsHtml: product.termsHtml?.trim()
      ? `${termsSummary(product.termsHtml)}\n${product.termsHtml}`
      : product.termsHtml,
  };
}
