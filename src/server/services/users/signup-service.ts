// Signup (point 7) with a password. The new account's details are the signer-up's own words about a phone
// nobody has proven yet, so they stay unproven (users/proven-details.ts) until its first sign-in by code;
// they are echoed back to the signer-up, who just typed them. A phone that already has an account is never
// taken over: one made by an anonymous purchase is the phone holder's, who proves it with the code
// otp/request sent (the same body again, plus `otp`); then that very account, covers and all, gets the
// password and the details, proven.

import { accountMessages } from '../../../domain/account-messages';
import type { SignupRequest, SignupResponse } from '../../../domain/api';
import type { Clock } from '../../clock';
import type { User } from '../../db/schema';
import { ConflictError } from '../../http/app-errors';
import type { OtpChallenges } from '../auth/otp-challenges';
import type { PasswordHashing } from '../auth/password-hash';
import { startSession } from '../auth/session-service';
import type { RateLimit, RateLimiter } from '../rate-limit/rate-limiter';
import type { Repositories } from '../repositories';
import { toUserRecord } from './user-record';

/** Per address: a family signs up a few accounts; a script trying ID numbers gets ten an hour. */
export const signupsPerIp: RateLimit = {
  name: 'signup-ip',
  max: 10,
  windowMs: 60 * 60 * 1000,
  message: accountMessages.tooManySignups,
};

/** No password and no proven details: only a purchase made it, and only its phone's holder may take it. */
const madeByPurchase = (user: User) => user.passwordHash === null && user.detailsProvenAt === null;

const phoneTaken = () => new ConflictError('phone_taken', accountMessages.phoneTaken);
const emailTaken = () => new ConflictError('email_taken', accountMessages.emailTaken);
const idNumberTaken = () => new ConflictError('id_number_taken', accountMessages.idNumberTaken);

export function createSignupService(deps: {
  passwords: PasswordHashing;
  repositories: Repositories;
  rateLimiter: RateLimiter;
  challenges: OtpChallenges;
  clock: Clock;
}) {
  const { users } = deps.repositories;

  async function refuseTakenPhone(msisdn: string): Promise<void> {
    const holder = await users.findByMsisdn(msisdn);
    if (!holder) return;
    throw madeByPurchase(holder)
      ? new ConflictError('phone_needs_code', accountMessages.phoneNeedsCode)
      : phoneTaken();
  }

  /**
   * The purchase's account becomes the signer-up's once the code proves the phone. They are its proven
   * holder from then on, so an address or ID number another account holds unproven passes to them, as on
   * a profile edit; one a proven account holds stays there.
   */
  async function claimPurchaseAccount(holder: User, body: SignupRequest, otp: number | string) {
    await deps.challenges.limitChecks(holder.msisdn);
    const passwordHash = await deps.passwords.hash(body.password);
    return deps.challenges.check(
      { user: holder, subject: holder.msisdn },
      { otp, purpose: 'sign-in' },
      async (tx, user, now) => {
        const emailHolder = await tx.users.findAnyByEmail(body.email);
        if (emailHolder && emailHolder.id !== user.id) {
          if (emailHolder.detailsProvenAt !== null) throw emailTaken();
          await tx.users.dropUnprovenEmail(emailHolder.id);
        }
        const idHolder = await tx.users.findAnyByIdNumber(body.id_number);
        if (idHolder && idHolder.id !== user.id) {
          if (idHolder.detailsProvenAt !== null) throw idNumberTaken();
          await tx.users.dropUnprovenIdNumber(idHolder.id);
        }
        const claimed = await tx.users.claimForSignup(
          user.id,
          {
            name: body.name,
            email: body.email,
            idNumber: body.id_number,
            accountType: body.account_type,
            passwordHash,
          },
          now,
        );
        // Someone else set a password since the check above (a signup or a sign-in by code and a change).
        if (!claimed) throw phoneTaken();
        return { token: await startSession(tx.sessions, claimed.id, now), user: toUserRecord(claimed) };
      },
    );
  }

  return {
    /** Counted before the body is read, so malformed requests count too. */
    admitAddress: (ip: string) => deps.rateLimiter.consume(signupsPerIp, ip),

    async signUp(body: SignupRequest): Promise<SignupResponse['data']> {
      const holder = await users.findByMsisdn(body.msisdn);
      if (holder && madeByPurchase(holder) && body.otp !== undefined) {
        return claimPurchaseAccount(holder, body, body.otp);
      }
      await refuseTakenPhone(body.msisdn);
      if (await users.findAnyByEmail(body.email)) throw emailTaken();
      // Any holder, proven or not: a signup proves no phone, so it cannot take a number from anyone (a
      // proven holder can, on their profile). README, Decisions.
      if (await users.findAnyByIdNumber(body.id_number)) throw idNumberTaken();
      const now = deps.clock.now();
      const user: User | null = await users.createUnlessTaken({
        name: body.name,
        msisdn: body.msisdn,
        email: body.email,
        idNumber: body.id_number,
        accountType: body.account_type,
        passwordHash: await deps.passwords.hash(body.password),
        termsAcceptedAt: now,
      });
      if (!user) {
        // Another request took the phone, the address or the ID number between the checks and the insert.
        await refuseTakenPhone(body.msisdn);
        if (await users.findAnyByEmail(body.email)) throw emailTaken();
        throw idNumberTaken();
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
