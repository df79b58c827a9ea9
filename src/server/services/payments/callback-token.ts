// The secret path token M-Pesa's callbacks and Transaction Status results are reached through: Daraja
// signs nothing, so the unguessable URL is what tells Safaricom from a forger. Compared in constant time.
import { createHash, timingSafeEqual } from 'node:crypto';

// Hashing first gives equal-length inputs, so the comparison's time says nothing about the token's length.
const digest = (text: string) => createHash('sha256').update(text).digest();

/** A check of a presented token against the configured one. */
export function callbackTokenCheck(callbackToken: string): (presented: string) => boolean {
  const expected = digest(callbackToken);
  return (presented) => timingSafeEqual(digest(presented), expected);
}
