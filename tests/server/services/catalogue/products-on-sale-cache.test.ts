import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../../src/server/db/open-database';
import { createCatalogueRepository } from '../../../../src/server/services/catalogue/catalogue-repository';
import {
  cacheProductsOnSale,
  PRODUCTS_ON_SALE_MAX_AGE_MS,
  type ProductsOnSale,
} from '../../../../src/server/services/catalogue/products-on-sale-cache';
import { openTestDatabase } from '../../../helpers/server-app';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** The real catalogue, counting its reads; `failNext` makes the next read fail as a lost connection would. */
function countingCatalogue() {
  const real = createCatalogueRepository(database.db);
  const counter = { reads: 0, failNext: false };
  const catalogue: ProductsOnSale = {
    activeProductsFor(coverType) {
      counter.reads += 1;
      if (counter.failNext) {
        counter.failNext = false;
        return Promise.reject(new Error('connection lost'));
      }
      return real.activeProductsFor(coverType);
    },
  };
  return { catalogue, counter };
}

describe('products on sale for quotations', () => {
  it('reads each cover type once while fresh, a burst included, and again once it is older than 10 s', async () => {
    const { catalogue, counter } = countingCatalogue();
    let now = 0;
    const cached = cacheProductsOnSale(catalogue, () => now);
    const burst = await Promise.all([1, 2, 3].map(() => cached.activeProductsFor('Building')));
    expect(counter.reads).toBe(1);
    expect(burst[0]?.length).toBeGreaterThan(0);
    await cached.activeProductsFor('ContentsAndAllRisks');
    expect(counter.reads).toBe(2);
    now += PRODUCTS_ON_SALE_MAX_AGE_MS - 1;
    await cached.activeProductsFor('Building');
    expect(counter.reads).toBe(2);
    now += 1;
    expect(await cached.activeProductsFor('Building')).toEqual(burst[0]);
    expect(counter.reads).toBe(3);
  });

  it('does not keep a failed read: the next quotation asks the database again', async () => {
    const { catalogue, counter } = countingCatalogue();
    const cached = cacheProductsOnSale(catalogue, () => 0);
    counter.failNext = true;
    await expect(cached.activeProductsFor('Building')).rejects.toThrow('connection lost');
    expect((await cached.activeProductsFor('Building')).length).toBeGreaterThan(0);
    expect(counter.reads).toBe(2);
  });
});
