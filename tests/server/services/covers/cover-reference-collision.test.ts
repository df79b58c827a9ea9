// A new cover whose drawn reference is already taken (one draw in about 10^11) draws again,
// inside the buyer's transaction, instead of failing the purchase.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../../src/server/db/open-database';
import { createCoversRepository } from '../../../../src/server/services/covers/covers-repository';
import { createRepositories } from '../../../../src/server/services/repositories';
import { openTestDatabase } from '../../../helpers/server-app';
import { createTestUser } from '../../../helpers/server-users';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const contact = {
  name: 'Wanjiru Kamau',
  msisdn: '254712345678',
  email: null,
  idNumber: null,
  profession: null,
  kraPin: null,
  address: null,
};

it('a taken reference is drawn again, and the purchase goes through with the next one', async () => {
  const user = await createTestUser(database);
  const [entry] = await createRepositories(database.db).catalogue.activeProducts();
  const cover = {
    userId: user.id,
    productId: entry?.product.id ?? '',
    isOwner: false,
    location: '',
    countryOrTown: '',
    typeOfResidence: '',
    construction: '',
    houseNumber: '',
    plotNumber: '',
    valueOfProperty: 0,
    valueOfHouseholdItems: 300_000,
    valueOfPortableItems: 0,
    premium: 1_000,
    quotation: 1_100,
  };
  const draws = ['K7Q3-M9XT', 'K7Q3-M9XT', 'K7Q3-M9XU'];
  const covers = createCoversRepository(database.db, () => draws.shift() ?? 'never');
  const first = await covers.insert(cover, [], contact);
  const second = await database.db.transaction(async (tx) =>
    createCoversRepository(tx, () => draws.shift() ?? 'never').insert(cover, [], contact),
  );
  expect(first.reference).toBe('K7Q3-M9XT');
  expect(second.reference).toBe('K7Q3-M9XU');
  expect(draws).toEqual([]);
});
