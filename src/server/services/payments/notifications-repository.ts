// All SQL about notifications sent for a cover. The unique (cover, channel, kind) key is the guard that
// a payment confirmed twice still sends one e-mail and one SMS.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/open-database';
import { notifications } from '../../db/schema';

type Channel = 'email' | 'sms';

export function createNotificationsRepository(db: Database) {
  const match = (coverId: string, channel: Channel, kind: string) =>
    and(eq(notifications.coverId, coverId), eq(notifications.channel, channel), eq(notifications.kind, kind));
  return {
    /** True when this call recorded the notification (and so must send it); false when it was sent before. */
    async claim(coverId: string, channel: Channel, kind: string, at: Date): Promise<boolean> {
      const rows = await db
        .insert(notifications)
        .values({ coverId, channel, kind, sentAt: at })
        .onConflictDoNothing()
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    /** Gives the claim back when sending failed, so a later attempt may send it. */
    async release(coverId: string, channel: Channel, kind: string): Promise<void> {
      await db.delete(notifications).where(match(coverId, channel, kind));
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
