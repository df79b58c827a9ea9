// The quotation endpoint's read of the catalogue, kept in memory for a few seconds. Every quotation
// needs the products on sale for its cover type, and the profile of a quotation under load
// showed that read as one of its database round trips although the catalogue only changes when an
// instance starts with an edited catalogue-data.ts. Another instance running beside it then quotes the
// new catalogue within MAX_AGE_MS. Renewals and buy-product's re-pricing still read the tables.
import type { CoverType } from '../../../domain/cover-type';
import type { CatalogueRepository, ProductWithUnderwriter } from './catalogue-repository';

export const PRODUCTS_ON_SALE_MAX_AGE_MS = 10_000;

export type ProductsOnSale = Pick<CatalogueRepository, 'activeProductsFor'>;

export function cacheProductsOnSale(
  catalogue: ProductsOnSale,
  // A monotonic clock: the age of a cache entry is not business time, which tests move by hand.
  now: () => number = () => performance.now(),
): ProductsOnSale {
  const entries = new Map<CoverType, { readAt: number; products: Promise<ProductWithUnderwriter[]> }>();
  return {
    activeProductsFor(coverType) {
      const entry = entries.get(coverType);
      if (entry && now() - entry.readAt < PRODUCTS_ON_SALE_MAX_AGE_MS) return entry.products;
      // The promise is what is kept, so a burst of quotations on a cold cache shares one query.
      const products = catalogue.activeProductsFor(coverType);
      entries.set(coverType, { readAt: now(), products });
      // A failed read is not kept: the next quotation asks the database again.
      products.catch(() => {
        if (entries.get(coverType)?.products === products) entries.delete(coverType);
      });
      return products;
    },
  };
}
