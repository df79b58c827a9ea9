// OTP sign-in (point 7): a 4-digit code by SMS to the account's phone, then verify it for a session. The
// Identifier is the account's phone or its e-mail address; the code always goes to the phone by SMS, so
// knowing someone's address only lets one ask for a code to be sent to them.
import { randomUUID } from 'node:crypto';
import type { OtpVerifyResponse } from '../../../domain/api';
import { agency } from '../../../domain/business';
import { isEmailAddress } from '../../../domain/email';
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

type Identifier = { kind: 'phone'; msisdn: string } | { kind: 'email'; email: string };

type VerifyOutcome =
  | { kind: 'expired' }
  | { kind: 'wrong' }
  | { kind: 'locked' }
  | { kind: 'signed-in'; token: string };

export function createOtpService(deps: OtpServiceDeps) {
  const { repositories, clock, otpSecret } = deps;

  /** What an Identifier names: a Kenyan phone, or (anything with an '@') an e-mail address. */
  function parseIdentifier(identifier: string): Identifier {
    const text = identifier.trim();
    if (text.includes('@')) {
      if (isEmailAddress(text)) return { kind: 'email', email: text.toLowerCase() };
      throw new InvalidRequestError('invalid_email', otpMessages.invalidEmail, [
        { path: 'Identifier', message: otpMessages.invalidEmail },
      ]);
    }
    const msisdn = normaliseMsisdn(text);
    if (msisdn) return { kind: 'phone', msisdn };
    throw new InvalidRequestError('invalid_phone', otpMessages.invalidPhone, [
      { path: 'Identifier', message: otpMessages.invalidPhone },
    ]);
  }

  async function accountOf(identifier: Identifier): Promise<User> {
    const user =
      identifier.kind === 'phone'
        ? await repositories.users.findByMsisdn(identifier.msisdn)
        : await repositories.users.findByEmail(identifier.email);
    if (user) return user;
    throw new NotFoundError(
      'account_not_found',
      identifier.kind === 'phone' ? otpMessages.noAccount : otpMessages.noAccountForEmail,
    );
  }

  return {
    /**
     * Sends a new code (superseding older ones) to the account's phone and returns the notice to show,
     * with the phone masked: asked by e-mail, the answer never reveals the full number.
     */
    async requestCode(input: { identifier: string; ip: string }): Promise<string> {
      const identifier = parseIdentifier(input.identifier);
      // Before the account lookup, so asking about numbers without an account uses up the allowance too.
      await deps.rateLimiter.consume(otpRequestsPerIp, input.ip);
      const user = await accountOf(identifier);
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
      const user = await accountOf(parseIdentifier(input.identifier));
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
