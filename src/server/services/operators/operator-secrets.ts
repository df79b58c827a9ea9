// Random set-up tokens and recovery codes, kept only as SHA-256 hashes. A fast hash is right because they
// are random (80+ bits), unlike a password: there is nothing to brute-force.
import { createHash, randomBytes, randomInt } from 'node:crypto';

export const hashOperatorSecret = (value: string): string => createHash('sha256').update(value).digest('hex');

export function newSetupToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashOperatorSecret(token) };
}

// Crockford-like alphabet without 0/O and 1/I/L, so a code copied from paper is read back right.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** 'XXXXX-XXXXX-XXXXX' (15 symbols of 31: about 74 bits). */
export function newRecoveryCode(): string {
  const symbols = Array.from({ length: 15 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${symbols.slice(0, 5)}-${symbols.slice(5, 10)}-${symbols.slice(10)}`;
}

/** The form a recovery code is hashed in: typed in any case, with or without dashes and spaces. */
export const normaliseRecoveryCode = (code: string): string => code.toUpperCase().replace(/[\s-]/g, '');
