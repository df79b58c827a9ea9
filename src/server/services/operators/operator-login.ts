// Operator sign-in (issue 12): e-mail, password and a second factor in one request. The second factor is
// a current TOTP code (±1 step, each step once: a code seen over a shoulder cannot be used again) or an
// unused recovery code, which is then spent. Every failure gets one sentence after the same scrypt work,
// counts towards the client sign-in's escalating lock (otp-phone-lock.ts, keyed by e-mail here) and is
// audited; a locked account is told how long to wait.
import { type OperatorRecord, operatorMessages } from '../../../domain/operator-api';
import type { Clock } from '../../clock';
import type { Operator } from '../../db/schema';
import { InvalidRequestError, TooManyRequestsError } from '../../http/app-errors';
import { afterRightGuess, afterWrongCode, isPhoneLocked, type PhoneLockLimits } from '../auth/otp-phone-lock';
import type { PasswordHashing } from '../auth/password-hash';
import type { RateLimit, RateLimiter } from '../rate-limit/rate-limiter';
import type { Repositories } from '../repositories';
import { operatorSummary } from './operator-accounts';
import type { OperatorAuditService } from './operator-audit';
import { hashOperatorSecret, normaliseRecoveryCode } from './operator-secrets';
import type { OperatorSessionService } from './operator-session-service';
import { totpStepOf } from './operator-totp';
import type { OperatorsRepository } from './operators-repository';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** Per address: a handful of staff share an office's address. */
export const operatorLoginsPerIp: RateLimit = {
  name: 'operator-login-ip',
  max: 30,
  windowMs: HOUR,
  message: operatorMessages.loginLocked(60),
};

/** Per e-mail: 5 failures lock it 15 minutes, doubling with each further 5 within a day, up to a day. */
export const operatorLockLimits: PhoneLockLimits = {
  wrongCodesPerLock: 5,
  firstLockMs: 15 * MINUTE,
  memoryMs: 24 * HOUR,
  maxLockMs: 24 * HOUR,
};

export const operatorLockSubject = (email: string) => `operator:${email}`;

export function createOperatorLogin(deps: {
  passwords: PasswordHashing;
  repositories: Repositories;
  operators: OperatorsRepository;
  sessions: OperatorSessionService;
  audit: OperatorAuditService;
  rateLimiter: RateLimiter;
  clock: Clock;
}) {
  const { repositories, operators } = deps;

  /** True when `code` is a current, unused TOTP code or an unused recovery code; either is then spent. */
  async function secondFactorMatches(operator: Operator, code: string): Promise<'totp' | 'recovery' | null> {
    const now = deps.clock.now();
    if (/^\d{6}$/.test(code)) {
      const step = operator.totpSecret ? totpStepOf(operator.totpSecret, code, now) : null;
      return step !== null && (await operators.claimTotpStep(operator.id, step)) ? 'totp' : null;
    }
    const spent = await operators.spendRecoveryCode(
      operator.id,
      hashOperatorSecret(normaliseRecoveryCode(code)),
      now,
    );
    return spent ? 'recovery' : null;
  }

  return {
    admitAddress: (ip: string) => deps.rateLimiter.consume(operatorLoginsPerIp, ip),

    async logIn(body: {
      email: string;
      password: string;
      code: string;
    }): Promise<{ token: string; operator: OperatorRecord }> {
      const email = body.email.trim().toLowerCase();
      const subject = operatorLockSubject(email);
      const asked = deps.clock.now();
      const before = await repositories.otpPhoneLocks.read(subject);
      const operator = await operators.findByEmail(email);
      if (before?.lockedUntil && isPhoneLocked(before, asked)) {
        await deps.audit.record({
          operatorId: operator?.id ?? null,
          action: 'operator.login_failed',
          after: { reason: 'locked' },
        });
        const waitMs = before.lockedUntil.getTime() - asked.getTime();
        throw new TooManyRequestsError(
          'operator_login_locked',
          operatorMessages.loginLocked(waitMs / MINUTE),
          Math.max(1, Math.ceil(waitMs / 1000)),
        );
      }

      const usable = operator?.activatedAt && !operator.disabledAt ? operator : null;
      const stored = usable?.passwordHash ?? (await deps.passwords.decoy());
      const passwordRight =
        (await deps.passwords.matches(body.password, stored)) && Boolean(usable?.passwordHash);
      // The second factor is checked (and spent) only after the password: a guesser without the password
      // can neither burn recovery codes nor claim TOTP steps.
      const factor = passwordRight && usable ? await secondFactorMatches(usable, body.code) : null;

      const now = deps.clock.now();
      await repositories.transaction(async (tx) => {
        const state = await tx.otpPhoneLocks.lockForUpdate(subject);
        const next = factor ? afterRightGuess(state) : afterWrongCode(state, now, operatorLockLimits).state;
        await tx.otpPhoneLocks.save(subject, next);
      });
      if (!factor || !usable) {
        await deps.audit.record({
          operatorId: operator?.id ?? null,
          action: 'operator.login_failed',
          after: { reason: !usable ? 'no_active_operator' : passwordRight ? 'second_factor' : 'password' },
        });
        throw new InvalidRequestError('operator_login_incorrect', operatorMessages.loginIncorrect);
      }
      const token = await deps.sessions.start(usable.id);
      await deps.audit.record({
        operatorId: usable.id,
        action: 'operator.signed_in',
        after: { second_factor: factor },
      });
      return { token, operator: operatorSummary(usable) };
    },
  };
}

export type OperatorLogin = ReturnType<typeof createOperatorLogin>;
