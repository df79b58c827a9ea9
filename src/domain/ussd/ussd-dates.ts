// When a loss reported by USSD happened, from the answer to 'When did it happen?': 1 today, 2 yesterday,
// or a date typed as DD/MM/YYYY (a phone's keypad has '*' and '#' but the '/' is typed as it is written
// on the screen by most, and '.' or '-' by others). A typed day is taken at noon in Nairobi, or now when
// that is still ahead today; the claim's own rules then say whether it falls inside the cover.

const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function occurredAtOf(input: string, now: Date): string | null {
  if (input === '1') return now.toISOString();
  if (input === '2') return new Date(now.getTime() - DAY_MS).toISOString();
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(input.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const noonUtc = Date.UTC(year, month - 1, day, 12) - NAIROBI_OFFSET_MS;
  const date = new Date(noonUtc);
  // 31/02 and the like roll over into another month: not a date.
  const nairobi = new Date(noonUtc + NAIROBI_OFFSET_MS);
  if (nairobi.getUTCDate() !== day || nairobi.getUTCMonth() !== month - 1) return null;
  const today = new Date(now.getTime() + NAIROBI_OFFSET_MS);
  const sameDay =
    today.getUTCFullYear() === year && today.getUTCMonth() === month - 1 && today.getUTCDate() === day;
  return (sameDay && date > now ? now : date).toISOString();
}
