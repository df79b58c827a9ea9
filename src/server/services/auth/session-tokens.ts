// Opaque bearer tokens: 32 random bytes (256 bits, unguessable), base64url so they travel in a header
// unescaped. The database keeps only the SHA-256; a fast hash is right here because the token is random
// (there is nothing to brute-force), unlike a password or a 4-digit code.
import { createHash, randomBytes } from 'node:crypto';

/** How long a sign-in lasts: an installed app is reopened for weeks without signing in again. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSessionToken(token) };
}
