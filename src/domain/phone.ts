// Kenyan mobile numbers (point 9): country code 254, then 1 or 7, then 8 more digits.

/** Point 5, contact form: +254, 254 or 0, then 1 or 7 and 8 digits; spaces ignored. */
export function isKenyanPhone(input: string): boolean {
  return /^(\+254|254|0)[17]\d{8}$/.test(input.replace(/\s+/g, ''));
}

/** Point 5, review and payment: an optional 254 or 0 prefix, then 1 or 7 and 8 digits; spaces ignored. */
export function isMpesaNumber(input: string): boolean {
  return /^(254|0)?[17]\d{8}$/.test(input.replace(/\s+/g, '').replace(/^\+/, ''));
}

/**
 * The one stored form, '2547XXXXXXXX': a leading 0 is replaced, a missing prefix added (point 5, wizard
 * payment). Returns null for anything that is not a Kenyan mobile number.
 */
export function normaliseMsisdn(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '').replace(/^\+/, '');
  const match = /^(?:254|0)?([17]\d{8})$/.exec(compact);
  return match ? `254${match[1]}` : null;
}

/** A phone number as people read and dial it in Kenya: '254766599754' → '0766 599 754'; others as they came. */
export function formatPhoneForPeople(msisdn: string): string {
  const stored = normaliseMsisdn(msisdn);
  if (!stored) return msisdn;
  const local = `0${stored.slice(3)}`;
  return `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`;
}
