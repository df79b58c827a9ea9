// Four-digit sign-in codes (point 9). Only 10 000 exist, so a plain hash of one is reversed instantly:
// the stored value is an HMAC keyed with OTP_SECRET (which is not in the database) and bound to the
// challenge's id, so a copied table alone reveals nothing and no two challenges share a hash.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const OTP_LENGTH = 4;
/**
 * A code by e-mail is typed from a mail, not into the four boxes, so it can be longer:
 * six digits keep the guesses it adds to the odds in docs/security.md a hundred times smaller (otp-guess-odds.ts).
 */
export const EMAIL_CODE_LENGTH = 6;

/** A uniformly random code from the operating system's CSPRNG, leading zeros kept ('0042'). */
export function generateOtpCode(length = OTP_LENGTH): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

export function hashOtpCode(secret: string, challengeId: string, code: string): string {
  return createHmac('sha256', secret).update(`${challengeId}:${code}`).digest('hex');
}

/** The four boxes arrive as one number, so 0042 comes as 42: pad it back before comparing. */
export function normaliseOtpInput(otp: number | string, length = OTP_LENGTH): string {
  return String(otp).padStart(length, '0');
}

/** Compares in constant time, so response timing says nothing about how close a guess was. */
export function otpCodeMatches(
  secret: string,
  challengeId: string,
  code: string,
  storedHash: string,
): boolean {
  const given = Buffer.from(hashOtpCode(secret, challengeId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
