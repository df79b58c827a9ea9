// The STK push Password and Timestamp (Daraja "Lipa na M-Pesa Online"). Daraja checks the timestamp
// against its own clock in East Africa Time, so it is computed here rather than read from the machine's
// time zone, which on a server is usually UTC.

// Kenya has kept UTC+3 all year since 1960: no daylight saving to follow.
const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;

/** 2026-03-02T09:00:05Z → '20260302120005' (YYYYMMDDHHmmss, Nairobi time). */
export function nairobiTimestamp(at: Date): string {
  return new Date(at.getTime() + NAIROBI_OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** base64(shortcode + passkey + timestamp): Daraja's proof that the request comes from the shortcode's owner. */
export function stkPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64');
}
