// The machinery behind every one-time code (sign-in, password reset, a signup proving its phone): issue a
// code under a phone's limits, and check one under its locks. Each code has a purpose, and only a code
// made for a purpose is taken for it: a sign-in code never resets a password, a reset code never signs in.
//
// Neither step tells whether an account exists: a number without one gets a decoy code,
// stored like a real one but never sent, so the same limits, locks, answers and database and hashing work
// follow either way. Only the SMS differs, and it is not awaited, so a provider's latency cannot tell
// either. Per-address limits are counted by the routes before the body is read.

import { randomUUID } from 'node:crypto';
import { otpMessages } from '../../../domain/otp-messages';
import { withWebOtpLine } from '../../../domain/web-otp-line';
import type { Clock } from '../../clock';
import type { OtpChallenge, User } from '../../db/schema';
import { apiError } from '../../http/app-errors';
import { inLanguage } from '../../http/request-language';
import type { MailSender } from '../../integrations/mail/mail-sender';
import type { SmsSender } from '../../integrations/sms/sms-sender';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { Repositories, TransactionalRepositories } from '../repositories';
import type { ServiceLog } from '../service-log';
import {
  EMAIL_CODE_LENGTH,
  generateOtpCode,
  hashOtpCode,
  normaliseOtpInput,
  OTP_LENGTH,
  otpCodeMatches,
} from './otp-code';
import {
  otpLimits,
  otpPairLockLimits,
  otpPhoneLockLimits,
  otpVerifiesPerPhone,
  pairLockKey,
} from './otp-limits';
import { afterWrongCode, isPhoneLocked } from './otp-phone-lock';

/** The challenge's own rows, and the accounts and sessions a matched code's work may change with them. */
type ChallengeRowName = 'otpChallenges' | 'otpPhoneLocks' | 'sessions' | 'users';
type ChallengeRows = Pick<Repositories, ChallengeRowName>;

const HOUR_MS = 60 * 60 * 1000;
// As for rate-limit buckets: prune forgotten lock rows on about one request in a hundred.
const PRUNE_PROBABILITY = 0.01;

export type OtpPurpose = OtpChallenge['purpose'];

export interface OtpChallengesDeps {
  repositories: TransactionalRepositories<ChallengeRowName>;
  rateLimiter: RateLimiter;
  sms: SmsSender;
  /** Codes by e-mail, when the phone's own lock stops them by SMS. */
  mail: MailSender;
  clock: Clock;
  otpSecret: string;
  /** Where a failed SMS is reported: the caller has long had its answer. */
  log: Pick<ServiceLog, 'error'>;
  random?: () => number;
  /** The site's origin (SITE_ORIGIN), whose host the code SMS's WebOTP line names. */
  siteOrigin: () => string;
}

/**
 * Whose code it is: the account (null for a decoy, or for a signup's phone that has none yet) and the
 * subject its limits and locks count under. `sendTo` is the phone the SMS goes to when it is not the
 * account's own: a signup's phone, or the new phone a profile names (each proven by its own code).
 */
export interface CodeHolder {
  user: User | null;
  subject: string;
  sendTo?: string;
}

const secondsUntil = (from: number, to: number) => Math.max(1, Math.ceil((to - from) / 1000));

type CheckOutcome<T> =
  | { kind: 'expired' }
  | { kind: 'wrong' }
  | { kind: 'locked' }
  | { kind: 'phone-locked'; scope: LockScope; until: Date; started: boolean }
  | { kind: 'matched'; value: T };

const lockedError = (scope: LockScope, now: Date, until: Date) => {
  const seconds = secondsUntil(now.getTime(), until.getTime());
  return apiError(scope === 'phone' ? 'otp_phone_locked' : 'otp_address_locked', Math.ceil(seconds / 60), {
    retryAfterSeconds: seconds,
  });
};

/** Which lock refused: the phone's own, or the phone's from the requesting address only. */
type LockScope = 'phone' | 'address';

export function createOtpChallenges(deps: OtpChallengesDeps) {
  const { repositories, clock, otpSecret } = deps;
  const random = deps.random ?? Math.random;

  /** Sent without waiting: the answer must take as long for a decoy as for a real account. */
  function sendSms(to: string, text: string): void {
    deps.sms.send(to, text).catch((error: unknown) => {
      deps.log.error({ err: error }, 'one-time code SMS failed');
    });
  }

  /** Stores a new code under the holder's limits and locks (superseding older ones); the code to send. */
  async function storeCode(holder: CodeHolder, purpose: OtpPurpose, ip: string, length: number) {
    const { user, subject } = holder;
    const code = generateOtpCode(length);
    const id = randomUUID();
    const now = clock.now();
    const nowMs = now.getTime();

    await repositories.transaction(async (tx) => {
      // Serialises requests for this phone, so the counts below include a concurrent request's code.
      const lock = await tx.otpPhoneLocks.lockForUpdate(subject);
      if (lock.lockedUntil && isPhoneLocked(lock, now)) throw lockedError('phone', now, lock.lockedUntil);
      // An address that locked itself out of this phone gets no new codes for it either.
      const pairLock = await tx.otpPhoneLocks.lockForUpdate(pairLockKey(subject, ip));
      if (pairLock.lockedUntil && isPhoneLocked(pairLock, now)) {
        throw lockedError('address', now, pairLock.lockedUntil);
      }
      const sent = await tx.otpChallenges.sentSince(subject, new Date(nowMs - HOUR_MS));
      if (sent.newest && nowMs - sent.newest.getTime() < otpLimits.minIntervalMs) {
        const retryAfter = secondsUntil(nowMs, sent.newest.getTime() + otpLimits.minIntervalMs);
        throw apiError('otp_too_soon', retryAfter, { retryAfterSeconds: retryAfter });
      }
      if (sent.count >= otpLimits.perPhonePerHour && sent.oldest) {
        const retryAfter = secondsUntil(nowMs, sent.oldest.getTime() + HOUR_MS);
        throw apiError('otp_hourly_limit', retryAfter, { retryAfterSeconds: retryAfter });
      }
      await tx.otpChallenges.supersedeLive(subject, now);
      await tx.otpChallenges.insert({
        id,
        userId: user?.id ?? null,
        subject,
        purpose,
        codeHash: hashOtpCode(otpSecret, id, code),
        requesterIp: ip,
        expiresAt: new Date(nowMs + otpLimits.lifetimeMs),
        createdAt: now,
      });
    });
    if (random() < PRUNE_PROBABILITY) {
      await repositories.otpPhoneLocks.deleteForgotten(new Date(nowMs - otpPhoneLockLimits.memoryMs));
    }
    return code;
  }

  async function checkCode<T>(
    holder: CodeHolder,
    input: { otp: number | string; purpose: OtpPurpose; ip: string; length?: number },
    proves: (challenge: OtpChallenge) => boolean,
    onMatch: (tx: ChallengeRows, now: Date) => Promise<T>,
  ): Promise<T> {
    const { user, subject } = holder;
    const code = normaliseOtpInput(input.otp, input.length);
    const now = clock.now();

    // The outcome is returned, not thrown, so a wrong try's counted attempt commits with the transaction.
    const outcome = await repositories.transaction(async (tx): Promise<CheckOutcome<T>> => {
      // Always the phone's row first, then the pair's: two checks at once take them in the same order.
      const lock = await tx.otpPhoneLocks.lockForUpdate(subject);
      if (lock.lockedUntil && isPhoneLocked(lock, now)) {
        return { kind: 'phone-locked', scope: 'phone', until: lock.lockedUntil, started: false };
      }
      const pairKey = pairLockKey(subject, input.ip);
      const pairLock = await tx.otpPhoneLocks.lockForUpdate(pairKey);
      if (pairLock.lockedUntil && isPhoneLocked(pairLock, now)) {
        return { kind: 'phone-locked', scope: 'address', until: pairLock.lockedUntil, started: false };
      }
      // Only the newest code is live (a new one supersedes the rest), so one of another purpose means
      // there is none for this one: answered as an expired code.
      const challenge = await tx.otpChallenges.findLiveForUpdate(subject, input.purpose);
      if (!challenge) return { kind: 'expired' };
      if (challenge.attempts >= otpLimits.maxWrongAttempts) return { kind: 'locked' };
      if (challenge.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' };
      const matches = otpCodeMatches(otpSecret, challenge.id, code, challenge.codeHash);
      if (matches && proves(challenge)) {
        await tx.otpChallenges.consume(challenge.id, now);
        return { kind: 'matched', value: await onMatch(tx, now) };
      }
      const attempts = await tx.otpChallenges.recordWrongAttempt(challenge.id);
      const strike = afterWrongCode(lock, now);
      await tx.otpPhoneLocks.save(subject, strike.state);
      if (strike.lockedUntil) {
        return { kind: 'phone-locked', scope: 'phone', until: strike.lockedUntil, started: true };
      }
      const pairStrike = afterWrongCode(pairLock, now, otpPairLockLimits);
      await tx.otpPhoneLocks.save(pairKey, pairStrike.state);
      if (pairStrike.lockedUntil) {
        return { kind: 'phone-locked', scope: 'address', until: pairStrike.lockedUntil, started: true };
      }
      return attempts >= otpLimits.maxWrongAttempts ? { kind: 'locked' } : { kind: 'wrong' };
    });

    switch (outcome.kind) {
      case 'expired':
        throw apiError('otp_expired');
      case 'wrong':
        throw apiError('otp_incorrect');
      case 'locked':
        // No Retry-After: waiting does not help; a new code does.
        throw apiError('otp_locked');
      case 'phone-locked': {
        const to = holder.sendTo ?? user?.msisdn;
        // Only the phone's own lock stops its holder, so only that one is worth an SMS.
        if (outcome.started && outcome.scope === 'phone' && to) {
          const hours = Math.round((outcome.until.getTime() - now.getTime()) / HOUR_MS);
          // In the holder's language: the wrong codes may well have been typed by someone else.
          const text = () => otpMessages.lockSms(otpPhoneLockLimits.wrongCodesPerLock, hours);
          sendSms(to, user ? inLanguage(user.language, text) : text());
        }
        throw lockedError(outcome.scope, now, outcome.until);
      }
      case 'matched':
        return outcome.value;
    }
  }

  return {
    /**
     * Stores a new code for the holder (superseding every older one, whatever its purpose: only the newest
     * SMS works) and sends it to an account's phone; a decoy's is stored all the same and never sent.
     */
    async issue(
      holder: CodeHolder,
      purpose: OtpPurpose,
      ip: string,
      smsText: (code: string) => string,
    ): Promise<void> {
      const code = await storeCode(holder, purpose, ip, OTP_LENGTH);
      // After the commit: a message must never go out for a code the database does not hold.
      const to = holder.sendTo ?? holder.user?.msisdn;
      // Every code SMS ends with the WebOTP line, so the phone's browser can fill the code by itself.
      if (to) sendSms(to, withWebOtpLine(smsText(code), deps.siteOrigin(), code));
    },

    /**
     * A sign-in code by e-mail, for the holder whose phone's own lock stops codes by SMS. Six
     * digits; its subject has its own limits and locks. `to` is null for a decoy (no account, or
     * none with an address its holder gave): stored all the same, never sent.
     */
    async issueByEmail(
      holder: CodeHolder,
      ip: string,
      to: string | null,
      message: (code: string) => { subject: string; text: string },
    ): Promise<void> {
      const code = await storeCode(holder, 'sign-in', ip, EMAIL_CODE_LENGTH);
      if (!to || !holder.user) return;
      deps.mail.send({ to, ...message(code) }).catch((error: unknown) => {
        deps.log.error({ err: error }, 'one-time code e-mail failed');
      });
    },

    /**
     * Counts one code check for the phone or address as asked (whether or not it has an account), from one
     * requesting address. Every caller of check() counts it first, before the account is looked up.
     */
    limitChecks: (rateKey: string, ip: string) =>
      deps.rateLimiter.consume(otpVerifiesPerPhone, pairLockKey(rateKey, ip)),

    /**
     * Checks a code made for `purpose` and sent to the account's phone. A right one is used up and `onMatch`
     * runs in the same transaction (its result is returned); anything else throws the code's error, with a
     * wrong try counted against the code and the phone's lock.
     */
    check<T>(
      holder: CodeHolder,
      input: { otp: number | string; purpose: OtpPurpose; ip: string; length?: number },
      onMatch: (tx: ChallengeRows, user: User, now: Date) => Promise<T>,
    ): Promise<T> {
      const { user } = holder;
      // A decoy's code is as random as a real one, but it proves nothing: a match counts as wrong.
      return checkCode(
        holder,
        input,
        (challenge) => user !== null && challenge.userId === user.id,
        (tx, now) => onMatch(tx, user as User, now),
      );
    },

    /**
     * Checks a signup's code: it proves that whoever typed it holds the phone (`subject`), whichever
     * account, if any, holds it. Signup codes are always sent (never decoys), so a match is a proof.
     */
    checkPhone<T>(
      subject: string,
      code: { otp: number | string; ip: string },
      onMatch: (tx: ChallengeRows, now: Date) => Promise<T>,
    ): Promise<T> {
      return checkCode({ user: null, subject }, { ...code, purpose: 'signup' }, () => true, onMatch);
    },
  };
}

export type OtpChallenges = ReturnType<typeof createOtpChallenges>;
