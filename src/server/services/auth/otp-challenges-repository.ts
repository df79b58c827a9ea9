// All SQL about one-time sign-in codes.
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/open-database';
import { type OtpChallenge, otpChallenges } from '../../db/schema';

export function createOtpChallengesRepository(db: Database) {
  return {
    /** How many codes were sent to the phone since `since`, and when the oldest and newest of them were. */
    async sentSince(
      msisdn: string,
      since: Date,
    ): Promise<{ count: number; oldest: Date | null; newest: Date | null }> {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          // mapWith decodes an aggregate the way the column itself is decoded (to a Date).
          oldest: sql<Date | null>`min(${otpChallenges.createdAt})`.mapWith(otpChallenges.createdAt),
          newest: sql<Date | null>`max(${otpChallenges.createdAt})`.mapWith(otpChallenges.createdAt),
        })
        .from(otpChallenges)
        .where(and(eq(otpChallenges.msisdn, msisdn), gte(otpChallenges.createdAt, since)));
      return { count: row?.count ?? 0, oldest: row?.oldest ?? null, newest: row?.newest ?? null };
    },

    /** A new code replaces every code not yet used: only the newest SMS works. */
    async supersedeLive(userId: string, now: Date): Promise<void> {
      await db
        .update(otpChallenges)
        .set({ consumedAt: now })
        .where(and(eq(otpChallenges.userId, userId), isNull(otpChallenges.consumedAt)));
    },

    async insert(challenge: typeof otpChallenges.$inferInsert): Promise<void> {
      await db.insert(otpChallenges).values(challenge);
    },

    /** The user's newest unused code sent to this phone, locked until the transaction ends. */
    async findLiveForUpdate(userId: string, msisdn: string): Promise<OtpChallenge | null> {
      const [row] = await db
        .select()
        .from(otpChallenges)
        .where(
          and(
            eq(otpChallenges.userId, userId),
            eq(otpChallenges.msisdn, msisdn),
            isNull(otpChallenges.consumedAt),
          ),
        )
        .orderBy(desc(otpChallenges.createdAt))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    async recordWrongAttempt(id: string): Promise<number> {
      const [row] = await db
        .update(otpChallenges)
        .set({ attempts: sql`${otpChallenges.attempts} + 1` })
        .where(eq(otpChallenges.id, id))
        .returning({ attempts: otpChallenges.attempts });
      return row?.attempts ?? 0;
    },

    async consume(id: string, now: Date): Promise<void> {
      await db.update(otpChallenges).set({ consumedAt: now }).where(eq(otpChallenges.id, id));
    },
  };
}

export type OtpChallengesRepository = ReturnType<typeof createOtpChallengesRepository>;
