// All SQL about the notification outbox. The unique (cover, channel, kind) key is the guard that a payment
// confirmed twice still sends one e-mail and one SMS; leases let several instances send without doubling.
import { and, eq, gt, inArray, isNull, like, lt, lte, or } from 'drizzle-orm';
import type { Language } from '../../../domain/language/languages';
import type { Database } from '../../db/open-database';
import { covers, type Notification, notifications, users } from '../../db/schema';

type Channel = Notification['channel'];

export function createNotificationsRepository(db: Database) {
  return {
    /**
     * Writes a pending notification; one already queued (or sent) for the cover, channel and kind wins.
     * Only the notifications service calls it, after checking that the kind has a composer.
     */
    async insertPending(coverId: string, channel: Channel, kind: string, notBefore: Date): Promise<void> {
      await db
        .insert(notifications)
        .values({ coverId, channel, kind, status: 'pending', nextAttemptAt: notBefore })
        .onConflictDoNothing();
    },

    /**
     * Makes a cover's notifications that were waiting (for a receipt, or a claim's files) due at once;
     * with `kindPrefix`, only those whose kind starts with it (one claim's).
     */
    async dueNow(coverId: string, now: Date, kindPrefix?: string): Promise<void> {
      await db
        .update(notifications)
        .set({ nextAttemptAt: now })
        .where(
          and(
            eq(notifications.coverId, coverId),
            eq(notifications.status, 'pending'),
            eq(notifications.attempts, 0),
            gt(notifications.nextAttemptAt, now),
            kindPrefix ? like(notifications.kind, `${kindPrefix}%`) : undefined,
          ),
        );
    },

    /** Leases due notifications (of one cover, or any). Call inside a short transaction. */
    async leaseDue(claim: {
      now: Date;
      leaseUntil: Date;
      limit: number;
      coverId?: string;
    }): Promise<Notification[]> {
      const due = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            eq(notifications.status, 'pending'),
            lte(notifications.nextAttemptAt, claim.now),
            or(isNull(notifications.leaseUntil), lt(notifications.leaseUntil, claim.now)),
            claim.coverId ? eq(notifications.coverId, claim.coverId) : undefined,
          ),
        )
        .orderBy(notifications.nextAttemptAt)
        .limit(claim.limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return db
        .update(notifications)
        .set({ leaseUntil: claim.leaseUntil })
        .where(
          inArray(
            notifications.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    },

    /** The language of the cover's holder: what its e-mails and SMS are written in. */
    async languageOf(coverId: string): Promise<Language | null> {
      const [row] = await db
        .select({ language: users.language })
        .from(covers)
        .innerJoin(users, eq(users.id, covers.userId))
        .where(eq(covers.id, coverId))
        .limit(1);
      return row?.language ?? null;
    },

    async markSent(id: string, at: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ status: 'sent', sentAt: at, leaseUntil: null })
        .where(eq(notifications.id, id));
    },

    /** A failed send: retried from `retryAt`, or given up (status failed) when that is null. */
    async markFailed(id: string, failure: { attempts: number; retryAt: Date | null; error: string }) {
      await db
        .update(notifications)
        .set({
          attempts: failure.attempts,
          lastError: failure.error,
          leaseUntil: null,
          ...(failure.retryAt ? { nextAttemptAt: failure.retryAt } : { status: 'failed' as const }),
        })
        .where(eq(notifications.id, id));
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
