// OTP sign-in (point 7): a 4-digit code by SMS to the account's phone, then verify it for a session.
import { randomUUID } from 'node:crypto';
import type { OtpVerifyResponse } from '../../../domain/api';
import { agency } from '../../../domain/business';
import { normaliseMsisdn } from '../../../domain/phone';
import type { Clock } from '../../clock';
import type { User } from '../../db/schema';
import { InvalidRequestError, NotFoundError, TooManyRequestsError } from '../../http/app-errors';
import type { SmsSender } from '../../integrations/sms/sms-sender';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { Repositories } from '../repositories';
import { maskLocalPhone } from '../users/user-hints';
import { toUserRecord } from '../users/user-record';
import { generateOtpCode, hashOtpCode, normaliseOtpInput, otpCodeMatches } from './otp-code';
import { otpLimits, otpRequestsPerIp } from './otp-limits';
import { otpMessages } from './otp-messages';
import { startSession } from './session-service';

const HOUR_MS = 60 * 60 * 1000;

export interface OtpServiceDeps {
  repositories: Repositories;
  rateLimiter: RateLimiter;
  sms: SmsSender;
  clock: Clock;
  otpSecret: string;
}

const secondsUntil = (from: number, to: number) => Math.max(1, Math.ceil((to - from) / 1000));

type VerifyOutcome =
  | { kind: 'expired' }
  | { kind: 'wrong' }
  | { kind: 'locked' }
  | { kind: 'signed-in'; token: string };

export function createOtpService(deps: OtpServiceDeps) {
  const { repositories, clock, otpSecret } = deps;

  function phoneOf(identifier: string): string {
    const msisdn = normaliseMsisdn(identifier);
    if (msisdn) return msisdn;
    throw new InvalidRequestError('invalid_phone', otpMessages.invalidPhone, [
      { path: 'Identifier', message: otpMessages.invalidPhone },
    ]);
  }

  async function accountOf(msisdn: string): Promise<User> {
    const user = await repositories.users.findByMsisdn(msisdn);
    if (!user) throw new NotFoundError('account_not_found', otpMessages.noAccount);
    return user;
  }

  return {
    /** Sends a new code (superseding older ones) and returns the notice to show, with the phone masked. */
    async requestCode(input: { identifier: string; ip: string }): Promise<string> {
      const msisdn = phoneOf(input.identifier);
      // Before the account lookup, so asking about numbers without an account uses up the allowance too.
      await deps.rateLimiter.consume(otpRequestsPerIp, input.ip);
      const user = await accountOf(msisdn);
      const code = generateOtpCode();
      const id = randomUUID();
      const now = clock.now();

      await repositories.transaction(async (tx) => {
        // Serialises requests for this user, so the counts below include a concurrent request's code.
        await tx.users.lockById(user.id);
        const sent = await tx.otpChallenges.sentSince(user.msisdn, new Date(now.getTime() - HOUR_MS));
        const nowMs = now.getTime();
        if (sent.newest && nowMs - sent.newest.getTime() < otpLimits.minIntervalMs) {
          const retryAfter = secondsUntil(nowMs, sent.newest.getTime() + otpLimits.minIntervalMs);
          throw new TooManyRequestsError('otp_too_soon', otpMessages.tooManyRequests, retryAfter);
        }
        if (sent.count >= otpLimits.perPhonePerHour && sent.oldest) {
          const retryAfter = secondsUntil(nowMs, sent.oldest.getTime() + HOUR_MS);
          throw new TooManyRequestsError('otp_hourly_limit', otpMessages.tooManyRequests, retryAfter);
        }
        await tx.otpChallenges.supersedeLive(user.id, now);
        await tx.otpChallenges.insert({
          id,
          userId: user.id,
          msisdn: user.msisdn,
          codeHash: hashOtpCode(otpSecret, id, code),
          requesterIp: input.ip,
          expiresAt: new Date(nowMs + otpLimits.lifetimeMs),
          createdAt: now,
        });
      });

      // After the commit: a message must never go out for a code the database does not hold.
      await deps.sms.send(
        user.msisdn,
        `Your ${agency.shortName} sign-in code is ${code}. It expires in 5 minutes. Never share it: ${agency.shortName} will never ask for it.`,
      );
      return otpMessages.sent(maskLocalPhone(user.msisdn));
    },

    async verifyCode(input: { identifier: string; otp: number | string }): Promise<OtpVerifyResponse> {
      const user = await accountOf(phoneOf(input.identifier));
      const code = normaliseOtpInput(input.otp);
      const now = clock.now();

      // The outcome is returned, not thrown, so a wrong try's counted attempt commits with the transaction.
      const outcome = await repositories.transaction(async (tx): Promise<VerifyOutcome> => {
        const challenge = await tx.otpChallenges.findLiveForUpdate(user.id, user.msisdn);
        if (!challenge) return { kind: 'expired' };
        if (challenge.attempts >= otpLimits.maxWrongAttempts) return { kind: 'locked' };
        if (challenge.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' };
        if (!otpCodeMatches(otpSecret, challenge.id, code, challenge.codeHash)) {
          const attempts = await tx.otpChallenges.recordWrongAttempt(challenge.id);
          return attempts >= otpLimits.maxWrongAttempts ? { kind: 'locked' } : { kind: 'wrong' };
        }
        await tx.otpChallenges.consume(challenge.id, now);
        return { kind: 'signed-in', token: await startSession(tx.sessions, user.id, now) };
      });

      switch (outcome.kind) {
        case 'expired':
          throw new InvalidRequestError('otp_expired', otpMessages.expired);
        case 'wrong':
          throw new InvalidRequestError('otp_incorrect', otpMessages.incorrect);
        case 'locked':
          // No Retry-After: waiting does not help; a new code does.
          throw new TooManyRequestsError('otp_locked', otpMessages.tooManyWrong);
        case 'signed-in':
          return {
            status: 'success',
            message: otpMessages.signedIn,
            user_token: outcome.token,
            user: toUserRecord(user),
          };
      }
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
