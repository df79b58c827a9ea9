// The renewal reminders: an SMS and an e-mail 30 days, and again 7 days, before a cover ends.
// Each threshold is its own outbox kind, and the outbox keeps one row per (cover, channel, kind), so each
// reminder goes once however often (and on however many instances) the job runs. A cover first seen late
// gets only the reminder its time calls for: 5 days before its end, the 7-day one, never both.
import type { CoverYear } from '../endorsement-premium';
import { daysUntilEnd } from './renewal-window';

export const renewalReminders = [
  { kind: 'renewal_reminder_30', daysBefore: 30 },
  { kind: 'renewal_reminder_7', daysBefore: 7 },
] as const;

export type RenewalReminderKind = (typeof renewalReminders)[number]['kind'];

export const isRenewalReminderKind = (kind: string): kind is RenewalReminderKind =>
  renewalReminders.some((reminder) => reminder.kind === kind);

/** The reminder due at `now` for a cover whose period is `period`, or null (too early, or ended). */
export function dueRenewalReminder(period: CoverYear, now: Date): RenewalReminderKind | null {
  if (now >= period.end) return null;
  const days = daysUntilEnd(period.end, now);
  // The closest threshold already reached: thresholds are listed from the furthest to the nearest.
  let due: RenewalReminderKind | null = null;
  for (const reminder of renewalReminders) if (days <= reminder.daysBefore) due = reminder.kind;
  return due;
}

const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;
/** Reminders are not urgent: they wait for 08:00–20:00 Nairobi time rather than wake anyone at night. */
const SEND_FROM_HOUR = 8;
const SEND_UNTIL_HOUR = 20;

/** When a reminder queued at `now` may be sent: now in the day, else the next 08:00 in Nairobi. */
export function reminderSendTime(now: Date): Date {
  const local = new Date(now.getTime() + NAIROBI_OFFSET_MS);
  const hour = local.getUTCHours();
  if (hour >= SEND_FROM_HOUR && hour < SEND_UNTIL_HOUR) return now;
  const morning = new Date(local);
  morning.setUTCHours(SEND_FROM_HOUR, 0, 0, 0);
  if (hour >= SEND_UNTIL_HOUR) morning.setUTCDate(morning.getUTCDate() + 1);
  return new Date(morning.getTime() - NAIROBI_OFFSET_MS);
}
