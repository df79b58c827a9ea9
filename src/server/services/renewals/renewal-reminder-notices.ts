// Writes the renewal reminders the outbox sends (kinds renewal_reminder_30 and renewal_reminder_7): the
// words live in domain/renewals/renewal-messages.ts; this reads the cover, its contact and its period.
import { paymentLetters } from '../../../domain/letters/payment-letters';
import { policyNumberText } from '../../../domain/policy-label';
import {
  type RenewalReminderLetter,
  renewalReminderEmail,
  renewalReminderSms,
} from '../../../domain/renewals/renewal-messages';
import { renewalReminders } from '../../../domain/renewals/renewal-reminders';
import type { Notification } from '../../db/schema';
import { periodOf } from '../covers/policy-record';
import type { NotificationComposer } from '../notifications/notification-composers';
import type { Repositories } from '../repositories';

const failure = (code: string) => Object.assign(new Error(code), { code });

export function createRenewalReminderNotices(deps: {
  repositories: Pick<Repositories, 'catalogue' | 'covers'>;
}): NotificationComposer {
  const { repositories } = deps;
  return {
    kinds: renewalReminders.map((reminder) => reminder.kind),

    async compose(notification: Notification) {
      const [cover, contact] = await Promise.all([
        repositories.covers.findById(notification.coverId),
        repositories.covers.contactOf(notification.coverId),
      ]);
      if (!cover || !contact) throw failure('NO_COVER');
      const entry = await repositories.catalogue.productWithUnderwriter(cover.productId);
      const period = entry ? periodOf(cover, entry.product.periodMonths) : null;
      if (!entry || !period) throw failure('NOT_PAID');
      const reminder = renewalReminders.find((candidate) => candidate.kind === notification.kind);
      const letter: RenewalReminderLetter = {
        holderName: contact.name || paymentLetters.customer,
        reference: policyNumberText(cover),
        productName: entry.product.name,
        end: period.end,
        daysBefore: reminder?.daysBefore ?? 30,
      };
      if (notification.channel === 'sms')
        return { sms: { to: contact.msisdn, text: renewalReminderSms(letter) } };
      if (!contact.email) throw failure('NO_ADDRESS');
      return { email: { to: contact.email, ...renewalReminderEmail(letter) } };
    },
  };
}
