// The numbers behind one-time codes. Together they cap guessing at 5 codes an hour × 5 tries = 25 of
// 10 000 possible codes per phone per hour, and an SMS bill an attacker can run up per address.
import type { RateLimit } from '../rate-limit/rate-limiter';
import { otpMessages } from './otp-messages';

export const otpLimits = {
  /** A code works for 5 minutes (long enough for a slow SMS, short enough to be useless when stolen). */
  lifetimeMs: 5 * 60 * 1000,
  /** The fifth wrong try kills the code. */
  maxWrongAttempts: 5,
  /** Per phone: one code every 30 seconds (a resend button pressed twice) … */
  minIntervalMs: 30 * 1000,
  /** … and at most 5 an hour. */
  perPhonePerHour: 5,
} as const;

/** Per address: every request counts, also those for numbers with no account, so probing is limited too. */
export const otpRequestsPerIp: RateLimit = {
  name: 'otp-request-ip',
  max: 20,
  windowMs: 60 * 60 * 1000,
  message: otpMessages.tooManyRequests,
};
