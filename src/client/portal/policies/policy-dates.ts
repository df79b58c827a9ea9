// How the policies room writes dates: Nairobi's calendar, whatever the device's zone.
import { perLanguage } from '../../../domain/language/per-language';

const day = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Africa/Nairobi',
    }),
);

/** '2026-03-02T09:00:00Z' → '2 Mar 2026'; an unreadable date is shown as it came. */
export function formatPolicyDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : day().format(date);
}

const relative = perLanguage(
  (_locale, language) => new Intl.RelativeTimeFormat(language, { numeric: 'auto' }),
);
const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago `then` was, in words ('5 minutes ago', 'yesterday', 'now'). */
export function formatAge(then: number, now = Date.now()): string {
  const elapsed = now - then;
  for (const [unit, size] of units) {
    if (elapsed >= size) return relative().format(-Math.floor(elapsed / size), unit);
  }
  return relative().format(0, 'second');
}
