// The agency's policy number: KIA/HOM/2026/000123 — agency, product line (HOM: home covers, the only line
// this app sells), year of issue, and a sequence the database hands out (never reused, never reset, so
// two schedules can never share a number; six digits wide so numbers sort and read alike).
import { agency } from '../business';

export const homeProductLine = 'HOM';

export function formatPolicyNumber({ year, sequence }: { year: number; sequence: number }): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`Bad policy sequence ${sequence}`);
  return [agency.policyPrefix, homeProductLine, String(year), String(sequence).padStart(6, '0')].join('/');
}

const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The year of issue as a Nairobi calendar shows it (EAT, UTC+3, no daylight saving). */
export function policyYearAt(now: Date): number {
  return new Date(now.getTime() + NAIROBI_OFFSET_MS).getUTCFullYear();
}
