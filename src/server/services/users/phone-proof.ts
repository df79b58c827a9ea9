// A phone joins an account only when its holder proves it (a code sent to it, or an M-Pesa payment made
// from it), and that proof belongs to the person who gave it. An account whose phone
// nobody has proven, yet which has a password, sessions or details marked as its holder's, was set up by
// someone who never showed they hold the phone: before this rule, a signup or a profile edit could name
// anyone's number. When the real holder proves it, whatever that someone set up ends, so the holder's
// covers and the details given with them never reach credentials that are not theirs.
import type { User } from '../../db/schema';
import type { Repositories } from '../repositories';

/**
 * Records that the holder of `account`'s phone has just proven it. On an account whose phone was unproven,
 * the password and every session end and its details count as unproven again (the prover's replace them);
 * on a purchase-made account there is nothing to end. Runs inside the caller's transaction.
 */
export async function recordPhoneProof(
  tx: Pick<Repositories, 'sessions' | 'users'>,
  account: User,
  at: Date,
): Promise<User> {
  if (account.phoneVerifiedAt === null) {
    await tx.users.endUnprovenHold(account.id);
    await tx.sessions.revokeAllOfUser(account.id, at);
  }
  await tx.users.markPhoneVerified(account.id, at);
  return (await tx.users.findById(account.id)) ?? account;
}
