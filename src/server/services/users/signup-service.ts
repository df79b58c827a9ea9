// Signup (point 7) with a password. The new account's details are the signer-up's own words about a phone
// nobody has proven yet, so they stay unproven (users/proven-details.ts) until its first sign-in by code;
// they are echoed back to the signer-up, who just typed them. A phone that already has an account is never
// taken over: one made by an anonymous purchase is the phone holder's, who proves it by a code first.

import { accountMessages } from '../../../domain/account-messages';
import type { SignupRequest, SignupResponse } from '../../../domain/api';
import type { Clock } from '../../clock';
import type { User } from '../../db/schema';
import { ConflictError } from '../../http/app-errors';
import { hashPassword } from '../auth/password-hash';
import { startSession } from '../auth/session-service';
import type { RateLimit, RateLimiter } from '../rate-limit/rate-limiter';
import type { Repositories } from '../repositories';

/** Per address: a family signs up a few accounts; a script trying ID numbers gets ten an hour. */
export const signupsPerIp: RateLimit = {
  name: 'signup-ip',
  max: 10,
  windowMs: 60 * 60 * 1000,
  message: accountMessages.tooManySignups,
};

export function createSignupService(deps: {
  repositories: Repositories;
  rateLimiter: RateLimiter;
  clock: Clock;
}) {
  const { users } = deps.repositories;

  async function refuseTakenPhone(msisdn: string): Promise<void> {
    const holder = await users.findByMsisdn(msisdn);
    if (!holder) return;
    const madeByPurchase = holder.passwordHash === null && holder.detailsProvenAt === null;
    throw madeByPurchase
      ? new ConflictError('phone_needs_code', accountMessages.phoneNeedsCode)
      : new ConflictError('phone_taken', accountMessages.phoneTaken);
  }

  return {
    /** Counted before the body is read, so malformed requests count too. */
    admitAddress: (ip: string) => deps.rateLimiter.consume(signupsPerIp, ip),

    async signUp(body: SignupRequest): Promise<SignupResponse['data']> {
      await refuseTakenPhone(body.msisdn);
      if (await users.findAnyByEmail(body.email)) {
        throw new ConflictError('email_taken', accountMessages.emailTaken);
      }
      if (await users.findProvenByIdNumber(body.id_number)) {
        throw new ConflictError('id_number_taken', accountMessages.idNumberTaken);
      }
      const now = deps.clock.now();
      const user: User | null = await users.createUnlessTaken({
        name: body.name,
        msisdn: body.msisdn,
        email: body.email,
        idNumber: body.id_number,
        accountType: body.account_type,
        passwordHash: await hashPassword(body.password),
        termsAcceptedAt: now,
      });
      if (!user) {
        // Another request took the phone or the address between the checks and the insert.
        await refuseTakenPhone(body.msisdn);
        throw new ConflictError('email_taken', accountMessages.emailTaken);
      }
      const token = await startSession(deps.repositories.sessions, user.id, now);
      return {
        token,
        user: {
          id: user.id,
          name: user.name,
          msisdn: user.msisdn,
          id_number: user.idNumber,
          email: user.email,
          profession: null,
          address: null,
          kra_pin: null,
        },
      };
    },
  };
}

export type SignupService = ReturnType<typeof createSignupService>;
