// Every hour in the background: queue the renewal reminders that have come due (renewal-reminders.ts).
// Hourly is plenty for a 30- and 7-day notice; any number of instances may run one, since the outbox
// keeps one row per cover, channel and kind.
import { type RepeatingPass, startRepeatingPass } from '../../repeating-pass';
import type { RenewalReminders } from './renewal-reminders';

export const REMIND_EVERY_MS = 60 * 60 * 1000;

export function startRenewalReminderTimer(
  reminders: Pick<RenewalReminders, 'queueDue'>,
  onError: (error: unknown) => void,
  everyMs = REMIND_EVERY_MS,
): RepeatingPass {
  return startRepeatingPass(() => reminders.queueDue().catch(onError), everyMs);
}
