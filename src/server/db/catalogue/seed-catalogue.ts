// Puts catalogue-data.ts into the database. Runs on every start (main.ts, after migrations) and in the
// test helper: an unchanged catalogue writes nothing, a changed one is updated in place.

import {
  type CatalogueChanges,
  createCatalogueRepository,
} from '../../services/catalogue/catalogue-repository';
import type { Database } from '../open-database';
import type { NewProduct, NewUnderwriterRow } from '../schema';
import {
  type CatalogueProduct,
  type CatalogueUnderwriter,
  catalogueProducts,
  catalogueUnderwriters,
} from './catalogue-data';

export interface CatalogueData {
  underwriters: CatalogueUnderwriter[];
  products: CatalogueProduct[];
}

const defaultCatalogue: CatalogueData = { underwriters: catalogueUnderwriters, products: catalogueProducts };

export function seedCatalogue(
  db: Database,
  catalogue: CatalogueData = defaultCatalogue,
): Promise<CatalogueChanges> {
  // The order in the data file is the order on screen (and the tie-break between equal premiums).
  const underwriterRows: NewUnderwriterRow[] = catalogue.underwriters.map((underwriter, index) => ({
    ...underwriter,
    sortOrder: index,
  }));
  const productRows: NewProduct[] = catalogue.products.map((product, index) => ({
    id: product.id,
    underwriterId: product.underwriterId,
    name: product.name,
    description: product.description,
    buildingRateBp: product.rates.buildingBp,
    householdRateBp: product.rates.householdBp,
    portableRateBp: product.rates.portableBp,
    minimumPremium: product.minimumPremium,
    benefits: product.benefits,
    termsHtml: product.termsHtml,
    periodMonths: product.periodMonths,
    liabilityLimit: product.liabilityLimit,
    coverTypes: product.coverTypes,
    sortOrder: index,
  }));
  return createCatalogueRepository(db).saveCatalogue({
    underwriters: underwriterRows,
    products: productRows,
  });
}
