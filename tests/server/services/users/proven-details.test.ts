// A proven holder's details (a paid cover's contact) become the account's; ID numbers are unique, so one
// another proven account holds stays there, and one only an unproven account holds passes to them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../../src/server/db/open-database';
import { createRepositories, type Repositories } from '../../../../src/server/services/repositories';
import { adoptProvenDetails } from '../../../../src/server/services/users/proven-details';
import { openTestDatabase } from '../../../helpers/server-app';
import { createTestUser } from '../../../helpers/server-users';

let database: DatabaseHandle;
let repositories: Repositories;
beforeAll(async () => {
  database = await openTestDatabase();
  repositories = createRepositories(database.db);
});
afterAll(async () => {
  await database?.close();
});

const contactWith = (idNumber: string) => ({
  name: 'Wanjiru Kamau',
  msisdn: '254700000000',
  email: null,
  idNumber,
  profession: null,
  kraPin: null,
  address: null,
});

describe('adopting a proven holder’s details', () => {
  it('leaves out an ID number another proven account holds, instead of failing the payment', async () => {
    const holder = await createTestUser(database);
    const account = await createTestUser(database, { detailsProvenAt: null, idNumber: null });
    await repositories.transaction((tx) =>
      adoptProvenDetails(tx, account, contactWith(holder.idNumber ?? ''), new Date()),
    );
    const after = await repositories.users.findById(account.id);
    expect(after).toMatchObject({ name: 'Wanjiru Kamau', idNumber: null });
    expect(after?.detailsProvenAt).not.toBeNull();
    expect((await repositories.users.findById(holder.id))?.idNumber).toBe(holder.idNumber);
  });

  it('takes an ID number only an unproven account holds', async () => {
    const typedByAnyone = await createTestUser(database, { detailsProvenAt: null });
    const account = await createTestUser(database, { detailsProvenAt: null, idNumber: null });
    await repositories.transaction((tx) =>
      adoptProvenDetails(tx, account, contactWith(typedByAnyone.idNumber ?? ''), new Date()),
    );
    expect((await repositories.users.findById(account.id))?.idNumber).toBe(typedByAnyone.idNumber);
    expect((await repositories.users.findById(typedByAnyone.id))?.idNumber).toBeNull();
  });
});
