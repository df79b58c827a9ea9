// Dates as the documents print them: Nairobi's calendar, whatever the server's time zone.
import { perLanguage } from '../language/per-language';

// English keeps en-GB's '2 March 2026', as the documents always printed; Kiswahili is sw-KE's '2 Machi 2026'.
const documentLocale = (locale: string, language: string) => (language === 'en' ? 'en-GB' : locale);

const day = perLanguage(
  (locale, language) =>
    new Intl.DateTimeFormat(documentLocale(locale, language), {
      dateStyle: 'long',
      timeZone: 'Africa/Nairobi',
    }),
);
const dayAndTime = perLanguage(
  (locale, language) =>
    new Intl.DateTimeFormat(documentLocale(locale, language), {
      dateStyle: 'long',
      timeStyle: 'short',
      hourCycle: 'h23',
      timeZone: 'Africa/Nairobi',
    }),
);

/** '2026-03-02T09:00:05Z' → '2 March 2026'. */
export const formatDocumentDay = (instant: Date): string => day().format(instant);

/** '2026-03-02T09:00:05Z' → '2 March 2026, 12:00'. */
export const formatDocumentTime = (instant: Date): string =>
  dayAndTime().format(instant).replace(' at ', ', ');

/**
 * M-Pesa's transaction date (YYYYMMDDHHmmss, already Nairobi time) as the documents print it; null when it
 * is not one.
 */
export function formatMpesaTime(transactionDate: string): string | null {
  const parts = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(transactionDate);
  if (!parts) return null;
  const [, year, month, date, hour, minute] = parts.map(Number) as number[];
  // Nairobi is UTC+3 all year (no daylight saving).
  return formatDocumentTime(new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, date, (hour ?? 0) - 3, minute)));
}

/** '2026-03-02T21:30:00Z' → '2026-03-03': the day in Nairobi (UTC+3 all year), as an ISO date. */
export const isoDocumentDay = (instant: Date): string =>
  new Date(instant.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
