// Accounts for tests, created through the repository (there is no signup endpoint yet).
import { randomInt } from 'node:crypto';
import type { DatabaseHandle } from '../../src/server/db/open-database';
import type { NewUser, User } from '../../src/server/db/schema';
import { createUsersRepository } from '../../src/server/services/users/users-repository';

/** A unique 2547XXXXXXXX number, so tests sharing one database never collide. */
export function uniqueMsisdn(): string {
  return `2547${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export function createTestUser(database: DatabaseHandle, overrides: Partial<NewUser> = {}): Promise<User> {
  const msisdn = overrides.msisdn ?? uniqueMsisdn();
  return createUsersRepository(database.db).create({
    name: 'Jane Wanjiku Kamau',
    msisdn,
    email: `jane.${msisdn}@mail.com`,
    // ID numbers are unique (a unique index), so every test account has its own.
    idNumber: String(randomInt(10_000_000, 100_000_000)),
    kraPin: 'A012345678Z',
    profession: 'Teacher',
    address: 'P.O. Box 123-00100, Nairobi',
    accountType: 'tenant',
    // An account whose details its phone's holder gave (as a signed-in profile would be).
    detailsProvenAt: new Date(),
    ...overrides,
  });
}
