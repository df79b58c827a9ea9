// All SQL about users. Phones arrive here already in 254 form and e-mails lower-cased (the services
// normalise; the database's CHECK constraints refuse anything else).
import { and, eq, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Language } from '../../../domain/language/languages';
import type { Database } from '../../db/open-database';
import { type NewUser, type User, users } from '../../db/schema';
import { emailTaken, idNumberTaken, phoneTaken } from './contact-taken';

/** The details a proven phone holder gave (cover contacts, later the portal's profile). */
export interface AccountDetails {
  name: string;
  email: string | null;
  idNumber: string | null;
  profession: string | null;
  kraPin: string | null;
  address: string | null;
}

/** Everything the profile's PUT sets (point 7), phone in 254 form and e-mail lower-cased. */
export interface ProfileDetails extends AccountDetails {
  msisdn: string;
  physicalAddress: string | null;
}

export function createUsersRepository(db: Database) {
  const findOne = async (where: SQL): Promise<User | null> => {
    const [row] = await db.select().from(users).where(where).limit(1);
    return row ?? null;
  };
  return {
    /** Signup and tests create users here. */
    async create(user: NewUser): Promise<User> {
      const [row] = await db.insert(users).values(user).returning();
      if (!row) throw new Error('insert into users returned no row');
      return row;
    },

    /** A new account, or null when its phone, e-mail or ID number is already another's (two at once). */
    async createUnlessTaken(user: NewUser): Promise<User | null> {
      const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
      return row ?? null;
    },

    /**
     * The account of a phone, created bare (no name, no details) when there is none: an anonymous
     * purchase proves nothing about who holds the phone. Two purchases for a new phone at once get one.
     */
    async findOrCreateForPhone(msisdn: string, accountType: User['accountType']): Promise<User> {
      await db.insert(users).values({ name: '', msisdn, accountType }).onConflictDoNothing();
      const row = await findOne(eq(users.msisdn, msisdn));
      if (!row) throw new Error('account for the phone could not be read after its insert');
      return row;
    },

    findById: (id: string) => findOne(eq(users.id, id)),
    findByMsisdn: (msisdn: string) => findOne(eq(users.msisdn, msisdn)),
    /** The account whose proven e-mail this is: an unproven one is nobody's yet. */
    findByEmail: (email: string) =>
      findOne(and(eq(users.email, email), isNotNull(users.detailsProvenAt)) as SQL),
    /** Whoever holds the address, proven or not (the unique index counts both). */
    findAnyByEmail: (email: string) => findOne(eq(users.email, email)),
    /** Whoever holds the ID number, proven or not (the unique index counts both). */
    findAnyByIdNumber: (idNumber: string) => findOne(eq(users.idNumber, idNumber)),

    async setPasswordHash(id: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, id));
    },

    /**
     * Signup on the phone of an account a purchase made, once a code proved the phone: the account gets the
     * password and the signer-up's details, proven, and their consent. Null when it has a password or
     * proven details by now (someone else got there first).
     */
    async claimForSignup(
      id: string,
      signup: Pick<NewUser, 'name' | 'email' | 'idNumber' | 'accountType' | 'passwordHash'>,
      at: Date,
    ): Promise<User | null> {
      const [row] = await db
        .update(users)
        .set({ ...signup, termsAcceptedAt: at, detailsProvenAt: at, phoneVerifiedAt: at })
        .where(and(eq(users.id, id), isNull(users.passwordHash), isNull(users.detailsProvenAt)))
        .returning()
        .catch(refuseTakenContact);
      return row ?? null;
    },

    /**
     * The phone's holder proved it, and it had not been proven before: a password and details set up by
     * someone else end (services/users/phone-proof.ts). Only while the phone is unproven.
     */
    async endUnprovenHold(id: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash: null, detailsProvenAt: null })
        .where(and(eq(users.id, id), isNull(users.phoneVerifiedAt)));
    },

    /** The language the holder used last (a sign-in's, a purchase's, a claim's) or chose in the portal. */
    async recordLanguage(id: string, language: Language): Promise<void> {
      await db
        .update(users)
        .set({ language })
        .where(and(eq(users.id, id), ne(users.language, language)));
    },

    /** Someone proved they hold the account's phone (a verified sign-in code, a payment from it). */
    async markPhoneVerified(id: string, at: Date): Promise<void> {
      await db.update(users).set({ phoneVerifiedAt: at }).where(eq(users.id, id));
    },

    /** A proven holder's details become the account's, only while its own are unproven. */
    async replaceUnprovenDetails(id: string, details: AccountDetails, at: Date): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ ...details, detailsProvenAt: at, phoneVerifiedAt: at })
        .where(and(eq(users.id, id), isNull(users.detailsProvenAt)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /**
     * The signed-in holder's own profile: every detail replaced, and proven from now on. A new phone is
     * not proven to be theirs yet, so its verification is cleared.
     */
    async updateProfile(id: string, profile: ProfileDetails, at: Date): Promise<User> {
      const [row] = await db
        .update(users)
        .set({
          ...profile,
          detailsProvenAt: at,
          // The CASE reads the row before the update: the old phone's verification stays with it.
          phoneVerifiedAt: sql`case when ${users.msisdn} = ${profile.msisdn} then ${users.phoneVerifiedAt} end`,
        })
        .where(eq(users.id, id))
        .returning()
        .catch(refuseTakenContact);
      if (!row) throw new Error('the profile’s account was not found for its update');
      return row;
    },

    /** A new phone the profile named: it waits for its own code (users/phone-change.ts). */
    async setPendingMsisdn(id: string, msisdn: string | null): Promise<void> {
      await db.update(users).set({ pendingMsisdn: msisdn }).where(eq(users.id, id));
    },

    /**
     * The waiting phone's code was entered: it becomes the account's phone, proven. Null when it no longer
     * waits (another request moved it); a phone another account took meanwhile is refused by its index.
     */
    async movePhoneToPending(id: string, msisdn: string, at: Date): Promise<User | null> {
      const [row] = await db
        .update(users)
        .set({ msisdn, pendingMsisdn: null, phoneVerifiedAt: at })
        .where(and(eq(users.id, id), eq(users.pendingMsisdn, msisdn)))
        .returning()
        .catch(refuseTakenContact);
      return row ?? null;
    },

    /** Frees an address an unproven account held, for the proven holder who gave it. */
    async dropUnprovenEmail(id: string): Promise<void> {
      await db
        .update(users)
        .set({ email: null })
        .where(and(eq(users.id, id), isNull(users.detailsProvenAt)));
    },

    /** Frees an ID number an unproven account held, for the proven holder who gave it. */
    async dropUnprovenIdNumber(id: string): Promise<void> {
      await db
        .update(users)
        .set({ idNumber: null })
        .where(and(eq(users.id, id), isNull(users.detailsProvenAt)));
    },
  };
}

/**
 * The profile service checks who holds a phone, e-mail or ID number before writing, but a concurrent update can take
 * it in between; the unique index then refuses the losing write, which gets the check's own 400.
 */
function refuseTakenContact(error: unknown): never {
  const constraint = (error as { cause?: { code?: string; constraint?: string } }).cause;
  if (constraint?.code === '23505' && constraint.constraint === 'users_msisdn_unique') {
    throw phoneTaken();
  }
  if (constraint?.code === '23505' && constraint.constraint === 'users_email_unique') {
    throw emailTaken();
  }
  if (constraint?.code === '23505' && constraint.constraint === 'users_id_number_unique') {
    throw idNumberTaken();
  }
  throw error;
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
