// An operator's first visit: the set-up link's token and a password give the TOTP secret to
// enrol; the first code from the app proves the enrolment, activates the account, spends the link and
// returns the recovery codes, which exist in clear only in that one answer.
import type { Clock } from '../../clock';
import { apiError } from '../../http/app-errors';
import type { PasswordHashing } from '../auth/password-hash';
import type { OperatorAuditService } from './operator-audit';
import { hashOperatorSecret, newRecoveryCode, normaliseRecoveryCode } from './operator-secrets';
import { newTotpSecret, totpStepOf, totpUri } from './operator-totp';
import type { OperatorsRepository } from './operators-repository';

export const RECOVERY_CODE_COUNT = 10;

export function createOperatorSetup(deps: {
  passwords: PasswordHashing;
  operators: OperatorsRepository;
  audit: OperatorAuditService;
  clock: Clock;
}) {
  async function operatorOf(token: string) {
    const operator = await deps.operators.findBySetupToken(hashOperatorSecret(token), deps.clock.now());
    if (!operator || operator.disabledAt) throw apiError('setup_link_invalid');
    return operator;
  }

  return {
    /** Sets the password and a fresh secret (a second call replaces both, until confirmed). */
    async begin(body: { token: string; password: string }) {
      const operator = await operatorOf(body.token);
      const secret = newTotpSecret();
      await deps.operators.update(operator.id, {
        passwordHash: await deps.passwords.hash(body.password),
        totpSecret: secret,
        lastTotpStep: null,
      });
      await deps.audit.record({
        operatorId: operator.id,
        action: 'operator.setup_started',
        target: { type: 'operator', id: operator.id },
      });
      return { otpauth_uri: totpUri(secret, operator.email), secret };
    },

    async confirm(body: { token: string; code: string }) {
      const operator = await operatorOf(body.token);
      if (!operator.totpSecret || !operator.passwordHash) {
        throw apiError('setup_not_started');
      }
      const step = totpStepOf(operator.totpSecret, body.code, deps.clock.now());
      if (step === null || !(await deps.operators.claimTotpStep(operator.id, step))) {
        throw apiError('code_incorrect');
      }
      if (!(await deps.operators.spendSetupToken(hashOperatorSecret(body.token), deps.clock.now()))) {
        throw apiError('setup_link_invalid');
      }
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await deps.operators.replaceRecoveryCodes(
        operator.id,
        codes.map((code) => hashOperatorSecret(normaliseRecoveryCode(code))),
      );
      const activatedAt = deps.clock.now();
      await deps.operators.update(operator.id, { activatedAt });
      await deps.audit.record({
        operatorId: operator.id,
        action: 'operator.setup_completed',
        target: { type: 'operator', id: operator.id },
        before: { activated_at: null },
        after: { activated_at: activatedAt.toISOString() },
      });
      return { recovery_codes: codes };
    },
  };
}

export type OperatorSetup = ReturnType<typeof createOperatorSetup>;
