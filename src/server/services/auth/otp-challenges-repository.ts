// All SQL about one-time sign-in codes.
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/open-database';
import { type OtpChallenge, otpChallenges } from '../../db/schema';

export function createOtpChallengesRepository(db: Database) {
  return {
    /** How many codes were made for the subject since `since`, and when the oldest and newest were. */
    async sentSince(
      subject: string,
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
        .where(and(eq(otpChallenges.subject, subject), gte(otpChallenges.createdAt, since)));
      return { count: row?.count ?? 0, oldest: row?.oldest ?? null, newest: row?.newest ?? null };
    },

    /** A new code replaces every code not yet used: only the newest SMS works. */
    async supersedeLive(subject: string, now: Date): Promise<void> {
      await db
        .update(otpChallenges)
        .set({ consumedAt: now })
        .where(and(eq(otpChallenges.subject, subject), isNull(otpChallenges.consumedAt)));
    },

    async insert(challenge: typeof otpChallenges.$inferInsert): Promise<void> {
      await db.insert(otpChallenges).values(challenge);
    },

    /** The subject's newest unused code for `purpose` (a decoy's too), locked until the transaction ends. */
    async findLiveForUpdate(subject: string, purpose: OtpChallenge['purpose']): Promise<OtpChallenge | null> {
      const [row] = await db
        .select()
        .from(otpChallenges)
        .where(
          and(
            eq(otpChallenges.subject, subject),
            eq(otpChallenges.purpose, purpose),
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
