// Forgot password, whole (point 5's screen and the step it leaves out): a reset code by SMS to the
// account's phone, then a new password under the change-password rules with that code. The code machinery
// is the sign-in code's (otp-challenges.ts): the same lifetime, limits and locks, shared per phone with
// sign-in codes, and the same decoy for a number without an account, so neither step tells whether one
// exists. A reset code is made for resetting only. Success ends every session of the account.
import type { ResetPasswordRequest } from '../../../domain/api';
import { forgotPasswordMessages } from '../../../domain/forgot-password-rules';
import { normaliseMsisdn } from '../../../domain/phone';
import type { TransactionalRepositories } from '../repositories';
import { recordPhoneProof } from '../users/phone-proof';
import type { CodeHolder, OtpChallenges } from './otp-challenges';
import type { PasswordHashing } from './password-hash';

export function createPasswordResetService(deps: {
  passwords: PasswordHashing;
  repositories: TransactionalRepositories<'sessions' | 'users'>;
  challenges: OtpChallenges;
}) {
  const { repositories, challenges } = deps;

  /**
   * The spec's form takes any '+' and 10 to 15 digits; only a Kenyan mobile number can have an account.
   * Any other is looked up as typed (finding nobody, with the same query) and counted under its digits.
   */
  async function holderOf(phone: string): Promise<CodeHolder> {
    const subject = normaliseMsisdn(phone) ?? phone.replace(/^\+/, '');
    return { user: await repositories.users.findByMsisdn(subject), subject };
  }

  return {
    async sendResetCode(input: { phone: string; ip: string }): Promise<string> {
      const holder = await holderOf(input.phone);
      await challenges.issue(holder, 'reset', input.ip, forgotPasswordMessages.resetSms);
      return forgotPasswordMessages.sent;
    },

    async resetPassword(body: ResetPasswordRequest, ip: string): Promise<string> {
      const holder = await holderOf(body.Identifier);
      await challenges.limitChecks(holder.subject, ip);
      // The code first: a wrong one (all a guesser sends) is answered without the costly hash, the same for
      // a phone with or without an account. A right one is used up here, and the hash is made outside the
      // transaction: PGlite runs one transaction at a time, so a hash inside one would stall every request.
      const { user, now } = await challenges.check(
        holder,
        { otp: body.otp, purpose: 'reset', ip },
        async (_tx, owner, checkedAt) => ({ user: owner, now: checkedAt }),
      );
      const passwordHash = await deps.passwords.hash(body.new_password);
      await repositories.transaction(async (tx) => {
        // The code reached the phone, so its holder has proven it; then the password is theirs.
        await recordPhoneProof(tx, user, now);
        await tx.users.setPasswordHash(user.id, passwordHash);
        await tx.sessions.revokeAllOfUser(user.id, now);
      });
      return forgotPasswordMessages.passwordReset;
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
