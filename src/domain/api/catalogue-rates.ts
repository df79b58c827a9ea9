// The catalogue's section rates between the wire and the domain. Kept apart from the catalogue's schema
// so the offline quote reads them without loading zod.
import type { CoverSection } from '../cover-sections';
import type { CatalogueProduct } from './catalogue';

/**
 * The section rates as the wire names them (contents and all-risks, as clients' cached snapshots already
 * read them) from the domain's sections, and back: the one place those names are crossed.
 */
export const wireRatesOf = (rates: Record<CoverSection, number>) => ({
  building_rate_bp: rates.building,
  contents_rate_bp: rates.household,
  all_risks_rate_bp: rates.portable,
});

export const ratesOfWire = (product: CatalogueProduct): Record<CoverSection, number> => ({
  building: product.building_rate_bp,
  household: product.contents_rate_bp,
  portable: product.all_risks_rate_bp,
});
