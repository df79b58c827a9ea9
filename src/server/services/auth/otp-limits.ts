// The numbers behind one-time codes. Per code: 5 minutes and 5 wrong tries. Per phone: a code every 30 s,
// 5 an hour, and over days the escalating lock below, which is what bounds guessing (docs/security.md).
// Per address and per phone: how often anyone may ask, whether or not an account exists.

import { otpLifetimeMinutes } from '../../../domain/otp-lifetime';
import { otpMessages } from '../../../domain/otp-messages';
import type { RateLimit } from '../rate-limit/rate-limiter';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export const otpLimits = {
  /** What the SMS promises (domain/otp-lifetime.ts). */
  lifetimeMs: otpLifetimeMinutes * MINUTE,
  /** The fifth wrong try kills the code. */
  maxWrongAttempts: 5,
  /** Per phone: one code every 30 seconds (a resend button pressed twice) … */
  minIntervalMs: 30 * 1000,
  /** … and at most 5 an hour. */
  perPhonePerHour: 5,
} as const;

/**
 * Per phone, over days: every 10th wrong code locks the number, for 2 hours the first time and twice as
 * long for each further lock that starts within 30 days of the one before. A person who mistypes twice a
 * code never meets it; an attacker gets 90 guesses in 30 days (otp-guess-odds.ts).
 */
export const otpPhoneLockLimits = {
  wrongCodesPerLock: 10,
  firstLockMs: 2 * HOUR,
  /** Wrong codes and locks older than this are forgotten. */
  memoryMs: 30 * 24 * HOUR,
} as const;

/**
 * Per phone and address: 8 wrong codes from one address lock the phone there, for 2
 * hours and twice as long each time within 30 days, before that address alone could reach the phone's
 * own lock above. More than one code's 5 tries, so a person who mistypes a code is told to ask for a new
 * one, not to wait. A stranger guessing from one address locks themself out, not the holder; only guesses
 * from several addresses reach the phone's lock, which is what bounds guessing (otp-guess-odds.ts).
 */
export const otpPairLockLimits = {
  wrongCodesPerLock: 8,
  firstLockMs: 2 * HOUR,
  memoryMs: 30 * 24 * HOUR,
} as const;

/** The lock row of one phone (or address asked about) and one requesting address. */
export const pairLockKey = (subject: string, ip: string) => `${subject} from ${ip}`;

/** Per address: every request counts, also malformed ones and those for numbers without an account. */
export const otpRequestsPerIp: RateLimit = {
  name: 'otp-request-ip',
  max: 20,
  windowMs: HOUR,
  reason: otpMessages.tooManyRequests,
};

/** Per address: a person needs a few checks per code; many phones share a carrier's address. */
export const otpVerifiesPerIp: RateLimit = {
  name: 'otp-verify-ip',
  max: 30,
  windowMs: HOUR,
  reason: otpMessages.tooManyChecks,
};

/**
 * Per number or address asked about (as normalised) and per requesting address, whether or not it has an
 * account: counted per phone alone, a stranger's checks would refuse the holder's own.
 */
export const otpVerifiesPerPhone: RateLimit = {
  name: 'otp-verify-phone',
  max: 10,
  windowMs: 15 * MINUTE,
  reason: otpMessages.tooManyChecks,
};
