// All SQL about users. Phones arrive here already in 254 form and e-mails lower-cased (the services
// normalise; the database's CHECK constraints refuse anything else).
import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/open-database';
import { type NewUser, type User, users } from '../../db/schema';

export function createUsersRepository(db: Database) {
  const findOne = async (where: SQL): Promise<User | null> => {
    const [row] = await db.select().from(users).where(where).limit(1);
    return row ?? null;
  };
  return {
    /** There is no signup endpoint yet: tests (and later signup and buy-product) create users here. */
    async create(user: NewUser): Promise<User> {
      const [row] = await db.insert(users).values(user).returning();
      if (!row) throw new Error('insert into users returned no row');
      return row;
    },
    findById: (id: string) => findOne(eq(users.id, id)),
    findByMsisdn: (msisdn: string) => findOne(eq(users.msisdn, msisdn)),
    findByEmail: (email: string) => findOne(eq(users.email, email)),

    /**
     * Locks the user's row until the transaction ends, so two code requests for one phone arriving at
     * once (a double tap, two instances) take turns and both see the other's code when they count.
     */
    async lockById(id: string): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
