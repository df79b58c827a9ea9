// Personal data under Kenya's Data Protection Act never reaches a log line. Request URLs carry phones and
// e-mails (the account lookup, Retry Payment's ?msisdn=), and error messages can quote a value PostgreSQL
// refused; both pass through here before they are written.

const MASK = '[redacted]';

// A Kenyan phone in any form people type it (07…, 2547…, +254 7…, 0712 345 678), or any run of 7+ digits
// (an ID number, a phone without its prefix, a KRA PIN's digits): nothing else we log is that long a number.
const phonePattern = /(?:\+?254|0)\s?[17]\d{2}[\s-]?\d{3}[\s-]?\d{3}|\+?\d{7,}/g;
const emailPattern = /[^\s@/?&=:"'`,;<>()[\]{}]+@[^\s@/?&=:"'`,;<>()[\]{}]+/g;
const kraPinPattern = /\b[AP]\d{9}[A-Z]\b/gi;

/** Free text (an error's message or stack) with phones, e-mails, long numbers and KRA PINs masked. */
export function maskPersonalText(text: string): string {
  return text.replace(emailPattern, MASK).replace(kraPinPattern, MASK).replace(phonePattern, MASK);
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

// A Kenyan mobile number inside other text ('0711223344%zz', '0711223344xxxx…'): a malformed or padded
// segment still carries it. Digits on either side make it part of a longer number (an M-Pesa checkout id).
const phoneWithin = /(?<!\d)(?:\+?254|0)[17]\d{8}(?!\d)/;

const looksPersonal = (segment: string) => {
  const text = decoded(segment);
  return text.includes('@') || /^\+?\d{7,}$/.test(text.replace(/[\s()-]/g, '')) || phoneWithin.test(text);
};

// The lookup's segment is a phone or an e-mail by definition, even one too malformed to look like either.
const personalAfter = new Set(['exists']);

/**
 * A request URL as it may be logged: the lookup's identifier, any segment that is a phone or an e-mail and
 * every query value are masked; the route's shape stays readable.
 */
export function maskPersonalUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const segments = path.split('/');
  const maskedPath = segments
    .map((segment, index) =>
      segment !== '' && (personalAfter.has(segments[index - 1] ?? '') || looksPersonal(segment))
        ? MASK
        : segment,
    )
    .join('/');
  if (queryAt === -1) return maskedPath;
  const maskedQuery = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals === -1 || equals === pair.length - 1 ? pair : `${pair.slice(0, equals)}=${MASK}`;
    })
    .join('&');
  return `${maskedPath}?${maskedQuery}`;
}
