// OTP sign-in (point 7): a 4-digit code by SMS to the account's phone, then verify it for a session. The
// Identifier is the account's phone or its e-mail address; the code always goes to the phone by SMS, so
// knowing someone's address only lets one ask for a code to be sent to them.
//
// Neither endpoint tells whether an account exists (issue 9, 1.5): a number or address without one gets a
// decoy code, stored like a real one but never sent, so the same limits, locks, answers and database and
// hashing work follow either way. Only the SMS differs, and it is not awaited, so a provider's latency
// cannot tell either. Per-address limits are counted by the routes before the body is read.
import { randomUUID } from 'node:crypto';
import type { OtpVerifyResponse } from '../../../domain/api';
import type { PhoneOrEmail } from '../../../domain/fields';
import { otpMessages } from '../../../domain/otp-messages';
import type { Clock } from '../../clock';
import type { User } from '../../db/schema';
import { InvalidRequestError, TooManyRequestsError } from '../../http/app-errors';
import type { SmsSender } from '../../integrations/sms/sms-sender';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { Repositories } from '../repositories';
import { toUserRecord } from '../users/user-record';
import { generateOtpCode, hashOtpCode, normaliseOtpInput, otpCodeMatches } from './otp-code';
import {
  otpLimits,
  otpPhoneLockLimits,
  otpRequestsPerIp,
  otpVerifiesPerIp,
  otpVerifiesPerPhone,
} from './otp-limits';
import { afterWrongCode, isPhoneLocked } from './otp-phone-lock';
import { startSession } from './session-service';

const HOUR_MS = 60 * 60 * 1000;
// As for rate-limit buckets: prune forgotten lock rows on about one request in a hundred.
const PRUNE_PROBABILITY = 0.01;

export interface OtpServiceDeps {
  repositories: Repositories;
  rateLimiter: RateLimiter;
  sms: SmsSender;
  clock: Clock;
  otpSecret: string;
  /** Where a failed SMS is reported: the caller has long had its answer. */
  log: { error(details: object, message: string): void };
  random?: () => number;
}

const secondsUntil = (from: number, to: number) => Math.max(1, Math.ceil((to - from) / 1000));

type VerifyOutcome =
  | { kind: 'expired' }
  | { kind: 'wrong' }
  | { kind: 'locked' }
  | { kind: 'phone-locked'; until: Date; started: boolean }
  | { kind: 'signed-in'; token: string; user: User };

const phoneLockedError = (now: Date, until: Date) =>
  new TooManyRequestsError(
    'otp_phone_locked',
    otpMessages.phoneLocked,
    secondsUntil(now.getTime(), until.getTime()),
  );

export function createOtpService(deps: OtpServiceDeps) {
  const { repositories, clock, otpSecret } = deps;
  const random = deps.random ?? Math.random;

  const keyOf = (identifier: PhoneOrEmail) =>
    identifier.kind === 'phone' ? identifier.msisdn : identifier.email;

  /**
   * The account, if any, and the subject its codes, limits and locks are counted under: the account's
   * phone, so asking by e-mail or by phone shares them; without an account, the Identifier itself.
   */
  async function subjectOf(identifier: PhoneOrEmail): Promise<{ user: User | null; subject: string }> {
    const user =
      identifier.kind === 'phone'
        ? await repositories.users.findByMsisdn(identifier.msisdn)
        : await repositories.users.findByEmail(identifier.email);
    return { user, subject: user?.msisdn ?? keyOf(identifier) };
  }

  /** Sent without waiting: the answer must take as long for a decoy as for a real account. */
  function sendSms(to: string, text: string): void {
    deps.sms.send(to, text).catch((error: unknown) => {
      deps.log.error({ err: error }, 'sign-in SMS failed');
    });
  }

  return {
    /** Counts a request from `ip` before anything is read or parsed: malformed requests count too. */
    async admitAddress(endpoint: 'request' | 'verify', ip: string): Promise<void> {
      await deps.rateLimiter.consume(endpoint === 'request' ? otpRequestsPerIp : otpVerifiesPerIp, ip);
    },

    /**
     * Sends a new code (superseding older ones) if an account exists, and answers the same either way.
     * The Identifier arrives as the route's schema read it: a normalised phone or a lower-cased e-mail.
     */
    async requestCode(input: { identifier: PhoneOrEmail; ip: string }): Promise<string> {
      const { identifier } = input;
      const { user, subject } = await subjectOf(identifier);
      const code = generateOtpCode();
      const id = randomUUID();
      const now = clock.now();
      const nowMs = now.getTime();

      await repositories.transaction(async (tx) => {
        // Serialises requests for this phone, so the counts below include a concurrent request's code.
        const lock = await tx.otpPhoneLocks.lockForUpdate(subject);
        if (lock.lockedUntil && isPhoneLocked(lock, now)) throw phoneLockedError(now, lock.lockedUntil);
        const sent = await tx.otpChallenges.sentSince(subject, new Date(nowMs - HOUR_MS));
        if (sent.newest && nowMs - sent.newest.getTime() < otpLimits.minIntervalMs) {
          const retryAfter = secondsUntil(nowMs, sent.newest.getTime() + otpLimits.minIntervalMs);
          throw new TooManyRequestsError('otp_too_soon', otpMessages.tooManyRequests, retryAfter);
        }
        if (sent.count >= otpLimits.perPhonePerHour && sent.oldest) {
          const retryAfter = secondsUntil(nowMs, sent.oldest.getTime() + HOUR_MS);
          throw new TooManyRequestsError('otp_hourly_limit', otpMessages.tooManyRequests, retryAfter);
        }
        await tx.otpChallenges.supersedeLive(subject, now);
        await tx.otpChallenges.insert({
          id,
          userId: user?.id ?? null,
          subject,
          codeHash: hashOtpCode(otpSecret, id, code),
          requesterIp: input.ip,
          expiresAt: new Date(nowMs + otpLimits.lifetimeMs),
          createdAt: now,
        });
      });
      if (random() < PRUNE_PROBABILITY) {
        await repositories.otpPhoneLocks.deleteForgotten(new Date(nowMs - otpPhoneLockLimits.memoryMs));
      }

      // After the commit: a message must never go out for a code the database does not hold.
      if (user) sendSms(user.msisdn, otpMessages.codeSms(code));
      return identifier.kind === 'phone' ? otpMessages.sentIfAccount : otpMessages.sentIfAccountByEmail;
    },

    async verifyCode(input: { identifier: PhoneOrEmail; otp: number | string }): Promise<OtpVerifyResponse> {
      const { identifier } = input;
      await deps.rateLimiter.consume(otpVerifiesPerPhone, keyOf(identifier));
      const { user, subject } = await subjectOf(identifier);
      const code = normaliseOtpInput(input.otp);
      const now = clock.now();

      // The outcome is returned, not thrown, so a wrong try's counted attempt commits with the transaction.
      const outcome = await repositories.transaction(async (tx): Promise<VerifyOutcome> => {
        const lock = await tx.otpPhoneLocks.lockForUpdate(subject);
        if (lock.lockedUntil && isPhoneLocked(lock, now)) {
          return { kind: 'phone-locked', until: lock.lockedUntil, started: false };
        }
        const challenge = await tx.otpChallenges.findLiveForUpdate(subject);
        if (!challenge) return { kind: 'expired' };
        if (challenge.attempts >= otpLimits.maxWrongAttempts) return { kind: 'locked' };
        if (challenge.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' };
        // A decoy's code is as random as a real one, but it signs nobody in: a match counts as wrong.
        const matches = otpCodeMatches(otpSecret, challenge.id, code, challenge.codeHash);
        if (matches && user && challenge.userId === user.id) {
          await tx.otpChallenges.consume(challenge.id, now);
          await tx.users.markPhoneVerified(user.id, now);
          return { kind: 'signed-in', token: await startSession(tx.sessions, user.id, now), user };
        }
        const attempts = await tx.otpChallenges.recordWrongAttempt(challenge.id);
        const strike = afterWrongCode(lock, now);
        await tx.otpPhoneLocks.save(subject, strike.state);
        if (strike.lockedUntil) return { kind: 'phone-locked', until: strike.lockedUntil, started: true };
        return attempts >= otpLimits.maxWrongAttempts ? { kind: 'locked' } : { kind: 'wrong' };
      });

      switch (outcome.kind) {
        case 'expired':
          throw new InvalidRequestError('otp_expired', otpMessages.expired);
        case 'wrong':
          throw new InvalidRequestError('otp_incorrect', otpMessages.incorrect);
        case 'locked':
          // No Retry-After: waiting does not help; a new code does.
          throw new TooManyRequestsError('otp_locked', otpMessages.tooManyWrong);
        case 'phone-locked': {
          if (outcome.started && user) {
            const hours = Math.round((outcome.until.getTime() - now.getTime()) / HOUR_MS);
            sendSms(user.msisdn, otpMessages.lockSms(otpPhoneLockLimits.wrongCodesPerLock, hours));
          }
          throw phoneLockedError(now, outcome.until);
        }
        case 'signed-in':
          return {
            status: 'success',
            message: otpMessages.signedIn,
            user_token: outcome.token,
            user: toUserRecord(outcome.user),
          };
      }
    },
  };
}
