// Sign-in with phone and password (point 7, users/login). An unknown phone, an account without a password
// (one a purchase made) and a wrong password get the same sentence after the same scrypt work, so the
// answer tells nothing the lookup does not. Guessing is bounded per address (before the body is read) and
// per phone by an escalating lock (otp-phone-lock.ts's rule), whoever asks and whether or not the phone
// has an account.

import { accountMessages } from '../../../domain/account-messages';
import type { LoginRequest, OtpVerifyResponse } from '../../../domain/api';
import { otpMessages } from '../../../domain/otp-messages';
import type { Clock } from '../../clock';
import { apiError } from '../../http/app-errors';
import type { RateLimit, RateLimiter } from '../rate-limit/rate-limiter';
import type { TransactionalRepositories } from '../repositories';
import { toUserRecord } from '../users/user-record';
import { afterRightGuess, afterWrongCode, isPhoneLocked, type PhoneLockLimits } from './otp-phone-lock';
import type { PasswordHashing } from './password-hash';
import { passwordLockSubject } from './password-lock-subject';
import { startSession } from './session-service';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** Per address: many phones share a carrier's address, so it is generous. */
export const loginsPerIp: RateLimit = {
  name: 'login-ip',
  max: 30,
  windowMs: HOUR,
  reason: accountMessages.tooManyLogins,
};

/**
 * Per phone: 5 wrong passwords lock it for 15 minutes, each further 5 within a day of the last lock for
 * twice as long, up to a day: about 35 guesses in the first day, then 5 a day. The lock also keeps the
 * holder out, so it is capped and its message offers sign-in by code, which the lock does not touch.
 */
export const loginLockLimits: PhoneLockLimits = {
  wrongCodesPerLock: 5,
  firstLockMs: 15 * MINUTE,
  memoryMs: 24 * HOUR,
  maxLockMs: 24 * HOUR,
};

const lockedError = (now: Date, until: Date) => {
  const waitMs = until.getTime() - now.getTime();
  return apiError('login_locked', waitMs / MINUTE, {
    retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
  });
};

export function createPasswordLoginService(deps: {
  passwords: PasswordHashing;
  repositories: TransactionalRepositories<'otpPhoneLocks' | 'sessions' | 'users'>;
  rateLimiter: RateLimiter;
  clock: Clock;
}) {
  const { repositories } = deps;

  return {
    admitAddress: (ip: string) => deps.rateLimiter.consume(loginsPerIp, ip),

    async logIn(body: LoginRequest): Promise<OtpVerifyResponse> {
      // The schema's refine guarantees one of the two.
      const msisdn = body.msisdn ?? body.Identifier ?? '';
      const subject = passwordLockSubject(msisdn);
      const before = await repositories.otpPhoneLocks.read(subject);
      const asked = deps.clock.now();
      if (before?.lockedUntil && isPhoneLocked(before, asked)) throw lockedError(asked, before.lockedUntil);

      const user = await repositories.users.findByMsisdn(msisdn);
      const stored = user?.passwordHash ?? (await deps.passwords.decoy());
      // Outside the transaction below: scrypt's tens of milliseconds must not hold the phone's row lock.
      const matches = (await deps.passwords.matches(body.password, stored)) && Boolean(user?.passwordHash);

      const now = deps.clock.now();
      await repositories.transaction(async (tx) => {
        const state = await tx.otpPhoneLocks.lockForUpdate(subject);
        const next = matches ? afterRightGuess(state) : afterWrongCode(state, now, loginLockLimits).state;
        await tx.otpPhoneLocks.save(subject, next);
      });
      // The guess that starts a lock is answered as any wrong one; the lock meets the next try.
      if (!matches || !user) {
        throw apiError('login_incorrect');
      }
      const token = await startSession(repositories, user.id, now);
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
