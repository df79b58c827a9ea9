// The public catalogue: what the client needs to price offline, and nothing else (no terms, no benefits).
import type { CatalogueProduct } from '../../../domain/api/catalogue';
import { wireRatesOf } from '../../../domain/api/catalogue-rates';
import type { CatalogueRepository } from './catalogue-repository';

export function createCatalogueService(deps: { catalogue: CatalogueRepository }) {
  return {
    async productsOnSale(): Promise<CatalogueProduct[]> {
      const rows = await deps.catalogue.activeProducts();
      return rows.map(({ product, underwriter }) => ({
        id: product.id,
        name: product.name,
        underwriter: underwriter.name,
        cover_types: product.coverTypes,
        ...wireRatesOf({
          building: product.buildingRateBp,
          household: product.householdRateBp,
          portable: product.portableRateBp,
        }),
        minimum_premium: product.minimumPremium,
      }));
    },
  };
}
