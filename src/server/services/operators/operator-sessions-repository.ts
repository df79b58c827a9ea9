// All SQL about operator sessions: a table apart from the clients' sessions, so a client's token is
// simply not found here. Only the SHA-256 of a token is stored.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/open-database';
import { type Operator, operatorSessions, operators } from '../../db/schema';

export function createOperatorSessionsRepository(db: Database) {
  return {
    async insert(session: { operatorId: string; tokenHash: string; now: Date; expiresAt: Date }) {
      const { operatorId, tokenHash, now, expiresAt } = session;
      await db
        .insert(operatorSessions)
        .values({ operatorId, tokenHash, createdAt: now, expiresAt, lastSeenAt: now });
    },

    /**
     * The enabled operator of a live session (not revoked, before its absolute end, used since
     * `idleSince`), marking it used now; null otherwise.
     */
    async touchLive(tokenHash: string, now: Date, idleSince: Date): Promise<Operator | null> {
      const [session] = await db
        .update(operatorSessions)
        .set({ lastSeenAt: now })
        .where(
          and(
            eq(operatorSessions.tokenHash, tokenHash),
            isNull(operatorSessions.revokedAt),
            gt(operatorSessions.expiresAt, now),
            gt(operatorSessions.lastSeenAt, idleSince),
          ),
        )
        .returning({ operatorId: operatorSessions.operatorId });
      if (!session) return null;
      const [operator] = await db
        .select()
        .from(operators)
        .where(and(eq(operators.id, session.operatorId), isNull(operators.disabledAt)))
        .limit(1);
      return operator ?? null;
    },

    async revoke(tokenHash: string, now: Date): Promise<void> {
      await db
        .update(operatorSessions)
        .set({ revokedAt: now })
        .where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.revokedAt)));
    },

    async revokeAllOf(operatorId: string, now: Date): Promise<void> {
      await db
        .update(operatorSessions)
        .set({ revokedAt: now })
        .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
    },
  };
}

export type OperatorSessionsRepository = ReturnType<typeof createOperatorSessionsRepository>;
