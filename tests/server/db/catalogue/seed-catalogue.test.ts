import { readFileSync, statSync } from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coverTypes } from '../../../../src/domain/cover-type';
import { formatShillings } from '../../../../src/domain/money';
import { catalogueProducts, catalogueUnderwriters } from '../../../../src/server/db/catalogue/catalogue-data';
import { seedCatalogue } from '../../../../src/server/db/catalogue/seed-catalogue';
import type { DatabaseHandle } from '../../../../src/server/db/open-database';
import { products, underwriters } from '../../../../src/server/db/schema';
import { openTestDatabase } from '../../../helpers/server-app';

let database: DatabaseHandle;
beforeAll(async () => {
  // openTestDatabase seeds it, as npm start does.
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const allRows = async () => ({
  underwriters: await database.db.select().from(underwriters).orderBy(asc(underwriters.id)),
  products: await database.db.select().from(products).orderBy(asc(products.id)),
});

describe('catalogue seed', () => {
  it('puts every underwriter and product of the data file in the database', async () => {
    const rows = await allRows();
    expect(rows.underwriters.map((row) => row.id).sort()).toEqual(
      catalogueUnderwriters.map((u) => u.id).sort(),
    );
    expect(rows.products.map((row) => row.id).sort()).toEqual(catalogueProducts.map((p) => p.id).sort());
    expect(rows.products.every((row) => row.active)).toBe(true);
  });

  it('changes nothing when run again on an unchanged catalogue', async () => {
    const before = await allRows();
    expect(await seedCatalogue(database.db)).toEqual({
      underwritersWritten: 0,
      productsWritten: 0,
      productsRetired: 0,
    });
    expect(await allRows()).toEqual(before);
  });

  it('updates a changed rate in place and retires a product dropped from the data', async () => {
    const [first, ...rest] = catalogueProducts;
    if (!first) throw new Error('empty catalogue');
    const changed = { ...first, rates: { ...first.rates, buildingBp: first.rates.buildingBp + 1 } };
    const result = await seedCatalogue(database.db, {
      underwriters: catalogueUnderwriters,
      // The last product is dropped, so no other product's position (its sort order) moves.
      products: [changed, ...rest.slice(0, -1)],
    });
    expect(result).toEqual({ underwritersWritten: 0, productsWritten: 1, productsRetired: 1 });

    // Restoring the data brings the retired product back on sale.
    expect(await seedCatalogue(database.db)).toEqual({
      underwritersWritten: 0,
      productsWritten: 2,
      productsRetired: 0,
    });
    const rows = await allRows();
    expect(rows.products.every((row) => row.active)).toBe(true);
  });

  it('can run from several instances at once', async () => {
    const results = await Promise.all([seedCatalogue(database.db), seedCatalogue(database.db)]);
    expect(results.map((result) => result.productsWritten)).toEqual([0, 0]);
  });
});

describe('catalogue data', () => {
  it('offers every cover type from at least two products', () => {
    for (const coverType of coverTypes) {
      const serving = catalogueProducts.filter((product) => product.coverTypes.includes(coverType));
      expect(serving.length, coverType).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives every underwriter a product, and some products several cover types', () => {
    for (const underwriter of catalogueUnderwriters) {
      expect(
        catalogueProducts.some((product) => product.underwriterId === underwriter.id),
        underwriter.id,
      ).toBe(true);
    }
    expect(catalogueProducts.some((product) => product.coverTypes.length > 1)).toBe(true);
  });

  it('keeps rates in the ranges of Kenyan domestic package covers for the sections each product sells', () => {
    for (const product of catalogueProducts) {
      const { buildingBp, householdBp, portableBp } = product.rates;
      const sellsBuilding = product.coverTypes.some((type) => type !== 'ContentsAndAllRisks');
      const sellsContents = product.coverTypes.some((type) => type !== 'Building');
      if (sellsBuilding) expect(buildingBp, product.id).toBeGreaterThanOrEqual(10);
      if (sellsBuilding) expect(buildingBp, product.id).toBeLessThanOrEqual(20);
      if (sellsContents)
        expect([householdBp, portableBp], product.id).toSatisfy(
          ([contents, allRisks]: number[]) =>
            (contents ?? 0) >= 50 &&
            (contents ?? 0) <= 100 &&
            (allRisks ?? 0) >= 250 &&
            (allRisks ?? 0) <= 400,
        );
      expect(product.minimumPremium, product.id).toBeGreaterThanOrEqual(2500);
      expect(product.minimumPremium, product.id).toBeLessThanOrEqual(5000);
      expect(product.benefits.length, product.id).toBeGreaterThanOrEqual(3);
      expect(product.benefits.length, product.id).toBeLessThanOrEqual(5);
    }
  });

  it('has terms for every product but one, which shows "No terms available"', () => {
    expect(catalogueProducts.filter((product) => product.termsHtml === null)).toHaveLength(1);
  });

  // A liability claim is capped by this number, so it must be the figure the client was sold.
  it.each(catalogueProducts.map((product) => [product.id, product] as const))(
    'stores the liability limit %s states in words as a number, and none where it states none',
    async (id, product) => {
      const liability = product.benefits.filter((benefit) => /liabilit/i.test(benefit.name));
      if (product.liabilityLimit === null) expect(liability).toEqual([]);
      else {
        expect(liability).toHaveLength(1);
        expect(liability[0]?.description).toContain(formatShillings(product.liabilityLimit));
      }
      const [row] = await database.db.select().from(products).where(eq(products.id, id));
      expect(row?.liabilityLimit).toBe(product.liabilityLimit);
    },
  );

  it.each(catalogueUnderwriters.map((underwriter) => [underwriter.id, underwriter] as const))(
    'draws the %s logo as a small titled SVG in public/',
    (_id, underwriter) => {
      const path = new URL(`../../../../public${underwriter.logo}`, import.meta.url);
      expect(statSync(path).size).toBeLessThan(2048);
      const svg = readFileSync(path, 'utf8');
      expect(svg).toMatch(/<svg[^>]* width="\d+"[^>]* height="\d+"[^>]* viewBox="[^"]+"/);
      expect(svg).toContain(`<title>${underwriter.name}</title>`);
    },
  );
});
