// All SQL about sessions. Only the SHA-256 of a token is stored, so a copy of the table signs nobody in.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/open-database';
import { sessions, type User, users } from '../../db/schema';

export function createSessionsRepository(db: Database) {
  return {
    async insert(session: { userId: string; tokenHash: string; createdAt: Date; expiresAt: Date }) {
      await db.insert(sessions).values(session);
    },

    /** The user of a session that is neither expired nor revoked, or null. */
    async findLiveUser(tokenHash: string, now: Date): Promise<User | null> {
      const [row] = await db
        .select({ user: users })
        .from(sessions)
        .innerJoin(users, eq(sessions.userId, users.id))
        .where(
          and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
        )
        .limit(1);
      return row?.user ?? null;
    },

    /** Logout: ends the one session of this token (a no-op when it has already ended). */
    async revoke(tokenHash: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
    },

    /** A password change: every device signed in as this user must sign in again. */
    async revokeAllOfUser(userId: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
