// The two throttles on operator sign-in, both kept as otp-phone-lock.ts states:
//
// - Per operator and address: 5 failures lock that pair 15 minutes, doubling with each further 5 within a
//   day, up to a day. The lock refuses everything from there, the right password and code included; it
//   cannot reach the real operator at another address.
// - Per operator alone, from every address: 10 failures a day. Past them the operator is not locked (a
//   stranger could then lock anyone out) but "slowed": a password counts only with a valid second factor,
//   which is spent whether the password was right or not. A guesser without a second factor learns
//   nothing (the answer is the same as for a right password with a wrong code); one with a stolen code
//   gets one guess per code. The real operator, holding a current code, signs in as always.
import type { PhoneLockLimits } from '../auth/otp-phone-lock';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export const operatorPairLockLimits: PhoneLockLimits = {
  wrongCodesPerLock: 5,
  firstLockMs: 15 * MINUTE,
  memoryMs: 24 * HOUR,
  maxLockMs: 24 * HOUR,
};

export const operatorAllowanceLimits: PhoneLockLimits = {
  wrongCodesPerLock: 10,
  firstLockMs: 24 * HOUR,
  memoryMs: 24 * HOUR,
  maxLockMs: 24 * HOUR,
};

/** The operator-wide count (the subject the single per-operator lock used before). */
export const operatorAllowanceSubject = (email: string) => `operator:${email}`;

// The e-mail is encoded, so it holds no ':' and a pair's subject splits one way only, whatever an
// attacker types as e-mail; the different prefix keeps the two kinds of subject apart.
const PAIR_PREFIX = 'operator-from:';

/** Every pair subject of one operator starts with this. */
export const operatorPairPrefix = (email: string) => `${PAIR_PREFIX}${encodeURIComponent(email)}:`;

export const operatorPairSubject = (email: string, address: string) =>
  `${operatorPairPrefix(email)}${address}`;

/** The e-mail and address a pair subject stands for; null for any other subject. */
export function pairOfSubject(subject: string): { email: string; address: string } | null {
  if (!subject.startsWith(PAIR_PREFIX)) return null;
  const rest = subject.slice(PAIR_PREFIX.length);
  const colon = rest.indexOf(':');
  if (colon < 0) return null;
  try {
    return { email: decodeURIComponent(rest.slice(0, colon)), address: rest.slice(colon + 1) };
  } catch {
    return null;
  }
}

export const operatorPairSubjectsPrefix = PAIR_PREFIX;
