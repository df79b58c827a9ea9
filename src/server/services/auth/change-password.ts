// Change password (point 7): the signed-in user's own account only, the old password checked, and every
// session of the user ended with the change, this one included (the spec's client then goes to /login).
// An account with no password yet (a purchase made it; its holder signed in by a code sent to the phone)
// sets its first one without an old password: the code already proved who is asking.
import type { ChangePasswordRequest } from '../../../domain/api';
import { changePasswordMessages } from '../../../domain/change-password-rules';
import type { Clock } from '../../clock';
import type { User } from '../../db/schema';
import { apiError } from '../../http/app-errors';
import type { RateLimit, RateLimiter } from '../rate-limit/rate-limiter';
import type { TransactionalRepositories } from '../repositories';
import type { PasswordHashing } from './password-hash';

/** Per account: a stolen session must not become a way to guess the password it would need. */
export const passwordChangesPerUser: RateLimit = {
  name: 'change-password-user',
  max: 10,
  windowMs: 60 * 60 * 1000,
  reason: changePasswordMessages.tooManyTries,
};

export function createChangePasswordService(deps: {
  passwords: PasswordHashing;
  repositories: TransactionalRepositories<'sessions' | 'users'>;
  rateLimiter: RateLimiter;
  clock: Clock;
}) {
  return {
    async changePassword(caller: User, body: ChangePasswordRequest): Promise<string> {
      // Someone else's id, existing or not, gets the same 404: nothing about other accounts is told.
      if (body.userId !== caller.id) throw apiError('account_not_found');
      await deps.rateLimiter.consume(passwordChangesPerUser, caller.id);
      if (caller.passwordHash !== null) {
        if (body.old_password === undefined) {
          throw apiError('old_password_required', { field: 'old_password' });
        }
        if (!(await deps.passwords.matches(body.old_password, caller.passwordHash))) {
          throw apiError('old_password_incorrect', { field: 'old_password' });
        }
      }
      const passwordHash = await deps.passwords.hash(body.new_password);
      await deps.repositories.transaction(async (tx) => {
        await tx.users.setPasswordHash(caller.id, passwordHash);
        await tx.sessions.revokeAllOfUser(caller.id, deps.clock.now());
      });
      return changePasswordMessages.changed;
    },
  };
}

export type ChangePasswordService = ReturnType<typeof createChangePasswordService>;
