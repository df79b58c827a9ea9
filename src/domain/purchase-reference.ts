// The short reference every purchase gets the moment it is bought: what the client
// quotes on the phone, reads in the SMS, e-mails, portal and documents, and types as the M-Pesa paybill
// account number. Eight characters in two groups of four ("K7Q3-M9XT", 9 with the hyphen, under M-Pesa's
// 12-character account reference), from an alphabet without the characters people confuse (0/O, 1/I/L).
// 31^8 (about 8.5e11) references: a collision is rare, and the database's unique index catches it.

/** Digits 2-9 and the letters without I, L and O. */
export const purchaseReferenceAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

const GROUP = 4;
const LENGTH = 2 * GROUP;
// The largest multiple of the alphabet's size that fits in a byte: bytes from it up would make the first
// characters likelier than the rest, so they are drawn again.
const FAIR_LIMIT = Math.floor(256 / purchaseReferenceAlphabet.length) * purchaseReferenceAlphabet.length;

const grouped = (compact: string) => `${compact.slice(0, GROUP)}-${compact.slice(GROUP)}`;

/** A new reference from `randomBytes` (node:crypto's randomBytes, or a test's own). */
export function generatePurchaseReference(randomBytes: (count: number) => Uint8Array): string {
  let compact = '';
  while (compact.length < LENGTH) {
    for (const byte of randomBytes(LENGTH - compact.length)) {
      if (byte < FAIR_LIMIT) compact += purchaseReferenceAlphabet[byte % purchaseReferenceAlphabet.length];
    }
  }
  return grouped(compact);
}

/**
 * The reference a person typed (an M-Pesa account number, a search), in its one stored form: case,
 * hyphens and spaces ignored. Null when it cannot be a reference.
 */
export function normalisePurchaseReference(typed: string): string | null {
  const compact = typed.replace(/[\s-]/g, '').toUpperCase();
  if (compact.length !== LENGTH) return null;
  for (const character of compact) if (!purchaseReferenceAlphabet.includes(character)) return null;
  return grouped(compact);
}
