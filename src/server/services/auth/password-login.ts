// Sign-in with phone and password (point 7, users/login). An unknown phone, an account without a password
// (one a purchase made) and a wrong password get the same sentence after the same scrypt work, so the
// answer tells nothing the lookup does not. Guessing is bounded per address (before the body is read) and
// per phone, whoever asks.

import { accountMessages } from '../../../domain/account-messages';
import type { LoginRequest, OtpVerifyResponse } from '../../../domain/api';
import { otpMessages } from '../../../domain/otp-messages';
import type { Clock } from '../../clock';
import { InvalidRequestError } from '../../http/app-errors';
import type { RateLimit, RateLimiter } from '../rate-limit/rate-limiter';
import type { Repositories } from '../repositories';
import { toUserRecord } from '../users/user-record';
import { decoyPasswordHash, passwordMatches } from './password-hash';
import { startSession } from './session-service';

const MINUTE = 60 * 1000;

/** Per address: many phones share a carrier's address, so it is generous. */
export const loginsPerIp: RateLimit = {
  name: 'login-ip',
  max: 30,
  windowMs: 60 * MINUTE,
  message: accountMessages.tooManyLogins,
};

/** Per phone: a person who mistypes gets ten tries at once, then one every six minutes (240 a day). */
export const loginsPerPhone: RateLimit = {
  name: 'login-phone',
  max: 10,
  windowMs: 60 * MINUTE,
  message: accountMessages.tooManyLogins,
};

export function createPasswordLoginService(deps: {
  repositories: Repositories;
  rateLimiter: RateLimiter;
  clock: Clock;
}) {
  return {
    admitAddress: (ip: string) => deps.rateLimiter.consume(loginsPerIp, ip),

    async logIn(body: LoginRequest): Promise<OtpVerifyResponse> {
      // The schema's refine guarantees one of the two.
      const msisdn = body.msisdn ?? body.Identifier ?? '';
      await deps.rateLimiter.consume(loginsPerPhone, msisdn);
      const user = await deps.repositories.users.findByMsisdn(msisdn);
      const stored = user?.passwordHash ?? (await decoyPasswordHash());
      const matches = await passwordMatches(body.password, stored);
      if (!user?.passwordHash || !matches) {
        throw new InvalidRequestError('login_incorrect', accountMessages.loginIncorrect);
      }
      const token = await startSession(deps.repositories.sessions, user.id, deps.clock.now());
      return {
        status: 'success',
        message: otpMessages.signedIn,
        user_token: token,
        user: toUserRecord(user),
      };
    },
  };
}

export type PasswordLoginService = ReturnType<typeof createPasswordLoginService>;
