// The agency's day is Nairobi's: East Africa Time, UTC+3 all year (Kenya keeps no daylight saving), so
// "today" is a fixed offset from UTC whatever zone the server runs in.
const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Nairobi calendar day holding `at`: its date (YYYY-MM-DD) and its bounds as instants [start, end). */
export function nairobiDay(at: Date): { day: string; start: Date; end: Date } {
  const local = at.getTime() + EAT_OFFSET_MS;
  const startLocal = local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
  return {
    day: new Date(startLocal).toISOString().slice(0, 10),
    start: new Date(startLocal - EAT_OFFSET_MS),
    end: new Date(startLocal - EAT_OFFSET_MS + DAY_MS),
  };
}
