// Accounts for tests, created straight through the repository (signing up over HTTP takes two steps).
import { randomInt } from 'node:crypto';
import type { DatabaseHandle } from '../../src/server/db/open-database';
import type { NewUser, User } from '../../src/server/db/schema';
import { simulatedOutcomes } from '../../src/server/integrations/mpesa/simulator/simulator-outcomes';
import { createUsersRepository } from '../../src/server/services/users/users-repository';

/**
 * A unique 2547XXXXXXXX number, so tests sharing one database never collide, and one that pays normally
 * on the simulator: one ending in an outcome's digits (0503 refuses the first push, 1032 cancels, …)
 * would make a test that only wanted a payer fail now and then.
 */
export function uniqueMsisdn(): string {
  for (;;) {
    const msisdn = `2547${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    if (!(msisdn.slice(-4) in simulatedOutcomes)) return msisdn;
  }
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
    // An account its phone's holder set up: the phone proven (a code, a signup's code) and the details
    // theirs, as a signed-in profile's are. Pass phoneVerifiedAt: null for one set up without that proof.
    detailsProvenAt: new Date(),
    phoneVerifiedAt: new Date(),
    ...overrides,
  });
}
