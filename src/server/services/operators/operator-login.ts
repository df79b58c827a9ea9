// Operator sign-in: e-mail, password and a second factor in one request. The second factor is
// a current TOTP code (±1 step, each step once: a code seen over a shoulder cannot be used again) or an
// unused recovery code, which is then spent. Every failure gets one sentence after the same scrypt work,
// counts towards the two throttles of operator-login-locks.ts (per operator and address; per operator) and
// is audited as a try on the operator from a masked address; a locked pair is told how long to wait.
import type { OperatorRecord } from '../../../domain/api/admin-operators';
import { operatorMessages } from '../../../domain/back-office/operator-messages';
import type { Clock } from '../../clock';
import type { Operator } from '../../db/schema';
import { apiError } from '../../http/app-errors';
import { maskedAddress } from '../../http/masked-address';
import { afterRightGuess, afterWrongCode, isPhoneLocked } from '../auth/otp-phone-lock';
import type { PasswordHashing } from '../auth/password-hash';
import type { RateLimit, RateLimiter } from '../rate-limit/rate-limiter';
import type { TransactionalRepositories } from '../repositories';
import { operatorSummary } from './operator-accounts';
import type { OperatorAuditService } from './operator-audit';
import {
  operatorAllowanceLimits,
  operatorAllowanceSubject,
  operatorPairLockLimits,
  operatorPairSubject,
} from './operator-login-locks';
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
  reason: operatorMessages.tooManySignIns,
};

export function createOperatorLogin(deps: {
  passwords: PasswordHashing;
  repositories: TransactionalRepositories<'otpPhoneLocks'>;
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

    async logIn(
      body: { email: string; password: string; code: string },
      ip: string,
    ): Promise<{ token: string; operator: OperatorRecord }> {
      const email = body.email.trim().toLowerCase();
      const pairSubject = operatorPairSubject(email, ip);
      const allowanceSubject = operatorAllowanceSubject(email);
      const address = maskedAddress(ip);
      const asked = deps.clock.now();
      const operator = await operators.findByEmail(email);
      // A try is the guesser's act, not the operator's: it names the operator as its target only.
      const auditFailure = (reason: string) =>
        deps.audit.record({
          operatorId: null,
          action: 'operator.login_failed',
          target: operator ? { type: 'operator', id: operator.id } : undefined,
          after: { reason, address },
        });

      const pair = await repositories.otpPhoneLocks.read(pairSubject);
      if (pair?.lockedUntil && isPhoneLocked(pair, asked)) {
        await auditFailure('locked');
        const waitMs = pair.lockedUntil.getTime() - asked.getTime();
        throw apiError('operator_login_locked', waitMs / MINUTE, {
          retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
        });
      }
      const allowance = await repositories.otpPhoneLocks.read(allowanceSubject);
      const slowed = allowance !== null && isPhoneLocked(allowance, asked);

      const usable = operator?.activatedAt && !operator.disabledAt ? operator : null;
      const stored = usable?.passwordHash ?? (await deps.passwords.decoy());
      const passwordRight =
        (await deps.passwords.matches(body.password, stored)) && Boolean(usable?.passwordHash);
      // Normally the second factor is checked (and spent) only after the right password: a guesser
      // without it can neither burn recovery codes nor claim TOTP steps. Slowed, it is checked and spent
      // whatever the password, so each password guess costs the guesser a valid code.
      const factor =
        (passwordRight || slowed) && usable ? await secondFactorMatches(usable, body.code) : null;
      const signedIn = passwordRight && factor !== null;

      const now = deps.clock.now();
      await repositories.transaction(async (tx) => {
        const pairState = await tx.otpPhoneLocks.lockForUpdate(pairSubject);
        await tx.otpPhoneLocks.save(
          pairSubject,
          signedIn
            ? afterRightGuess(pairState)
            : afterWrongCode(pairState, now, operatorPairLockLimits).state,
        );
        // A sign-in does not forget the operator's count: the guessers elsewhere have not stopped.
        if (signedIn) return;
        const allowanceState = await tx.otpPhoneLocks.lockForUpdate(allowanceSubject);
        await tx.otpPhoneLocks.save(
          allowanceSubject,
          afterWrongCode(allowanceState, now, operatorAllowanceLimits).state,
        );
      });
      if (!signedIn || !usable) {
        await auditFailure(!usable ? 'no_active_operator' : passwordRight ? 'second_factor' : 'password');
        throw apiError('operator_login_incorrect');
      }
      const token = await deps.sessions.start(usable.id);
      await deps.audit.record({
        operatorId: usable.id,
        action: 'operator.signed_in',
        after: { second_factor: factor, address },
      });
      return { token, operator: operatorSummary(usable) };
    },
  };
}

export type OperatorLogin = ReturnType<typeof createOperatorLogin>;
