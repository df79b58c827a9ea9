// The buyer's key to their own payment. Retry Payment rings a phone and the status shows a receipt, so
// neither may be had by anyone who learns a cover id or a checkout id: the buy answer hands the buyer's
// page a random token (kept in its draft), and the cover keeps only its SHA-256. The signed-in holder of
// the cover's account needs no token (the portal acts through the session).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Cover, User } from '../../db/schema';

/** The request header that carries it (documented in docs/api.md). */
export const PAYMENT_TOKEN_HEADER = 'x-payment-token';

export interface PaymentAccess {
  /** The X-Payment-Token header, if sent. */
  token: string | undefined;
  /** The signed-in caller, if any. */
  user: User | null;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

export function newPaymentToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: sha256(token).toString('hex') };
}

/** Whether the caller may act on the cover: its token, or the session of the account it belongs to. */
export function mayActOnCover(cover: Cover, access: PaymentAccess): boolean {
  if (access.user !== null && access.user.id === cover.userId) return true;
  if (!access.token || !cover.paymentTokenHash) return false;
  // Equal-length digests compared in constant time: the answer's timing says nothing about the hash.
  return timingSafeEqual(sha256(access.token), Buffer.from(cover.paymentTokenHash, 'hex'));
}
