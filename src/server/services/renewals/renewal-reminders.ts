// The renewal-reminder job: for each paid cover ending within 30 days that no paid renewal
// follows, queue the reminder its time calls for (30 or 7 days before the end, domain/renewals) as an SMS
// and an e-mail in the notification outbox. The outbox's unique (cover, channel, kind) makes each go once,
// however often the job runs and on however many instances; its sender (the 30 s pass) sends them.
import { dueRenewalReminder, reminderSendTime } from '../../../domain/renewals/renewal-reminders';
import { RENEWAL_OPENS_DAYS } from '../../../domain/renewals/renewal-window';
import type { Clock } from '../../clock';
import { periodOf } from '../covers/policy-record';
import type { NotificationsService } from '../notifications/notifications-service';
import type { Repositories } from '../repositories';
import { createRenewalReminderNotices } from './renewal-reminder-notices';

export function createRenewalReminders(deps: {
  repositories: Pick<Repositories, 'catalogue' | 'covers' | 'notifications' | 'renewals'>;
  clock: Clock;
  notifications: Pick<NotificationsService, 'register' | 'enqueue'>;
}) {
  const { repositories, clock, notifications } = deps;
  notifications.register(createRenewalReminderNotices({ repositories }));
  return {
    /** One pass; returns how many covers had a reminder due (queued now, or already before). */
    async queueDue(): Promise<number> {
      const now = clock.now();
      let due = 0;
      for (const { cover, product } of await repositories.renewals.endingSoon(now, RENEWAL_OPENS_DAYS)) {
        const period = periodOf(cover, product.periodMonths);
        const kind = period ? dueRenewalReminder(period, now) : null;
        if (!kind) continue;
        due += 1;
        const notBefore = reminderSendTime(now);
        // To the contact details given with the cover, as its payment and review messages go.
        const contact = await repositories.covers.contactOf(cover.id);
        const coverId = cover.id;
        if (contact?.email)
          await notifications.enqueue(repositories, { coverId, channel: 'email', kind, notBefore });
        await notifications.enqueue(repositories, { coverId, channel: 'sms', kind, notBefore });
      }
      return due;
    },
  };
}

export type RenewalReminders = ReturnType<typeof createRenewalReminders>;
