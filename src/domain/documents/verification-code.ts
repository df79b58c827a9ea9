// The code of a cover's verification link (/verify/<code>), printed on its every document as a QR code
// and a short link, so a landlord or a bank officer can check the cover without an account. It is drawn
// at random, never made from the reference (which the client quotes to anyone and types as an M-Pesa
// account number): knowing a reference must not open the check. Twelve characters of the reference's
// alphabet (no 0/O, 1/I/L, so it can be typed from paper): 31^12, about 7.9e17 codes, far beyond guessing
// at the rate the check is limited to.
import { purchaseReferenceAlphabet } from '../purchase-reference';

export const VERIFICATION_CODE_LENGTH = 12;

// The largest multiple of the alphabet's size that fits in a byte: bytes from it up would make the first
// characters likelier than the rest, so they are drawn again.
const FAIR_LIMIT = Math.floor(256 / purchaseReferenceAlphabet.length) * purchaseReferenceAlphabet.length;

/** A new code from `randomBytes` (node:crypto's randomBytes, or a test's own). */
export function generateVerificationCode(randomBytes: (count: number) => Uint8Array): string {
  let code = '';
  while (code.length < VERIFICATION_CODE_LENGTH) {
    for (const byte of randomBytes(VERIFICATION_CODE_LENGTH - code.length)) {
      if (byte < FAIR_LIMIT) code += purchaseReferenceAlphabet[byte % purchaseReferenceAlphabet.length];
    }
  }
  return code;
}

const codePattern = new RegExp(`^[${purchaseReferenceAlphabet}]{${VERIFICATION_CODE_LENGTH}}$`);

/** The code as someone typed it from paper (any case, spaces and hyphens ignored); null when it cannot be one. */
export function normaliseVerificationCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  return codePattern.test(code) ? code : null;
}

/** The SPA's page that shows the check. */
export const verificationPath = (code: string) => `/verify/${code}`;

/** The link a document prints: the site's origin (SITE_ORIGIN) and the page. */
export const verificationLink = (siteOrigin: string, code: string) =>
  `${siteOrigin.replace(/\/+$/, '')}${verificationPath(code)}`;
