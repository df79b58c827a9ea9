// The rating engine: prices each product on sale for a cover type with the domain's premium arithmetic
// (the same function the client's offline indicative quote uses), cheapest first.
import type { QuotedProduct, QuoteRequest } from '../../../domain/api';
import { spokenProductTexts } from '../../../domain/catalogue/spoken-product';
import { type CoverSection, sectionNames } from '../../../domain/cover-sections';
import type { CoverType } from '../../../domain/cover-type';
import { coverageValuesOfRequest } from '../../../domain/coverage-request';
import { spokenText } from '../../../domain/language/messages';
import { formatShillings } from '../../../domain/money';
import { ratePremium, statutoryLevies } from '../../../domain/premium';
import { sectionSums } from '../../../domain/section-sums';
import type { ProductWithUnderwriter } from '../catalogue/catalogue-repository';

// Moved to the domain for the offline indicative quote; the server's callers keep importing it from here.
export { sectionSums };

// The product carries the levy rates as percents (point 3: phcf and training_levy are percent).
const phcfPercent = statutoryLevies.phcfBasisPoints / 100;
const trainingLevyPercent = statutoryLevies.trainingLevyBasisPoints / 100;

export function priceProducts(
  request: QuoteRequest,
  coverType: CoverType,
  catalogue: readonly ProductWithUnderwriter[],
): QuotedProduct[] {
  const sums = sectionSums(coverageValuesOfRequest(request), coverType);
  const sections = Object.entries(sums).map(([kind, value]) => ({
    name: sectionNames[kind as CoverSection],
    value,
    formattedValue: formatShillings(value),
  }));
  const priced = catalogue.map(({ product, underwriter }) => {
    const breakdown = ratePremium(
      sums,
      {
        building: product.buildingRateBp,
        household: product.householdRateBp,
        portable: product.portableRateBp,
      },
      product.minimumPremium,
    );
    // In the request's language: the database keeps the catalogue's English.
    const texts = spokenProductTexts(product);
    const quoted: QuotedProduct = {
      id: product.id,
      name: product.name,
      description: texts.description,
      cover_type: coverType,
      quotation: breakdown.total,
      premium: breakdown.premium,
      phcf: phcfPercent,
      training_levy: trainingLevyPercent,
      stamp_duty: breakdown.stampDuty,
      under_writer: {
        id: underwriter.id,
        name: underwriter.name,
        tagline: spokenText(underwriter.tagline),
        logo: underwriter.logo,
        link: underwriter.link,
      },
      benefits: texts.benefits,
      terms_and_conditions: texts.termsHtml,
      sections,
      period_id: product.periodMonths,
    };
    return quoted;
  });
  // Array.prototype.sort is stable, so equal totals keep the catalogue's order.
  return priced.sort((a, b) => a.quotation - b.quotation);
}
