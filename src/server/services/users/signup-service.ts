// Signup (point 7) with a password, in two steps, because a phone joins an account only when its holder
// proves it. The first post checks the form and sends a code to the phone (202, no
// account yet); the same body again with `otp` proves the phone and makes the account, signed in, its
// details proven. Anyone can type anyone's number, so without the code nothing is created.
//
// A phone whose account a proven holder set up is taken. One that an anonymous purchase made, or that
// someone set up before this rule without proving it, is the code-holder's: they get that very account,
// covers and all, and whatever the other person set up on it ends (users/phone-proof.ts).

import { accountMessages } from '../../../domain/account-messages';
import type { SignupRequest, SignupResponse } from '../../../domain/api';
import { otpMessages } from '../../../domain/otp-messages';
import type { Clock } from '../../clock';
import type { User } from '../../db/schema';
import { apiError } from '../../http/app-errors';
import type { OtpChallenges } from '../auth/otp-challenges';
import type { PasswordHashing } from '../auth/password-hash';
import { startSession } from '../auth/session-service';
import type { RateLimit, RateLimiter } from '../rate-limit/rate-limiter';
import type { Repositories } from '../repositories';
import { recordPhoneProof } from './phone-proof';
import { toUserRecord } from './user-record';

/** Per address: a family signs up a few accounts; a script trying ID numbers gets ten an hour. */
export const signupsPerIp: RateLimit = {
  name: 'signup-ip',
  max: 10,
  windowMs: 60 * 60 * 1000,
  reason: accountMessages.tooManySignups,
};

/**
 * The phone's account was set up by someone who proved they hold it (a code, a payment from it): it is
 * theirs, and a signup on it is refused. Otherwise (a purchase made it, or it predates the rule) the
 * signer-up who proves the phone takes it.
 */
const heldByProvenHolder = (user: User) =>
  user.phoneVerifiedAt !== null && (user.passwordHash !== null || user.detailsProvenAt !== null);

export type SignupOutcome =
  | { kind: 'code-sent'; message: string }
  | { kind: 'signed-up'; data: SignupResponse['data'] };

export function createSignupService(deps: {
  passwords: PasswordHashing;
  repositories: Pick<Repositories, 'sessions' | 'users'>;
  rateLimiter: RateLimiter;
  challenges: OtpChallenges;
  clock: Clock;
}) {
  /**
   * The phone, address and ID number must not belong to a proven holder other than the phone's account. An
   * address or ID number an unproven account holds was never its own: the signer-up, proven by the code,
   * takes it (dropped in `makeAccount`).
   */
  async function refuseTaken(
    tx: Pick<Repositories, 'sessions' | 'users'>,
    body: SignupRequest,
  ): Promise<User | null> {
    const phoneHolder = await tx.users.findByMsisdn(body.msisdn);
    if (phoneHolder && heldByProvenHolder(phoneHolder)) throw apiError('phone_taken');
    const emailHolder = await tx.users.findAnyByEmail(body.email);
    if (emailHolder && emailHolder.id !== phoneHolder?.id && emailHolder.detailsProvenAt !== null) {
      throw apiError('email_taken');
    }
    const idHolder = await tx.users.findAnyByIdNumber(body.id_number);
    if (idHolder && idHolder.id !== phoneHolder?.id && idHolder.detailsProvenAt !== null) {
      throw apiError('id_number_taken');
    }
    return phoneHolder;
  }

  /** After the code: the account, new or the phone's unproven one, with the signer-up's details, proven. */
  async function makeAccount(
    tx: Pick<Repositories, 'sessions' | 'users'>,
    body: SignupRequest,
    passwordHash: string,
    now: Date,
  ) {
    const phoneHolder = await refuseTaken(tx, body);
    const emailHolder = await tx.users.findAnyByEmail(body.email);
    if (emailHolder && emailHolder.id !== phoneHolder?.id) await tx.users.dropUnprovenEmail(emailHolder.id);
    const idHolder = await tx.users.findAnyByIdNumber(body.id_number);
    if (idHolder && idHolder.id !== phoneHolder?.id) await tx.users.dropUnprovenIdNumber(idHolder.id);
    const details = {
      name: body.name,
      email: body.email,
      idNumber: body.id_number,
      accountType: body.account_type,
      passwordHash,
    };
    let user: User | null;
    if (phoneHolder) {
      const proven = await recordPhoneProof(tx, phoneHolder, now);
      user = await tx.users.claimForSignup(proven.id, details, now);
    } else {
      user = await tx.users.createUnlessTaken({
        ...details,
        msisdn: body.msisdn,
        termsAcceptedAt: now,
        detailsProvenAt: now,
        phoneVerifiedAt: now,
      });
    }
    // Another request took the phone, the address or the ID number between the checks and the write.
    if (!user) throw apiError('phone_taken');
    return { token: await startSession(tx, user.id, now), user: toUserRecord(user) };
  }

  return {
    /** Counted before the body is read, so malformed requests count too. */
    admitAddress: (ip: string) => deps.rateLimiter.consume(signupsPerIp, ip),

    async signUp(body: SignupRequest, ip: string): Promise<SignupOutcome> {
      if (body.otp === undefined) {
        await refuseTaken(deps.repositories, body);
        // Sent to the phone typed, whoever holds it: the code is how they show it is theirs.
        await deps.challenges.issue(
          { user: null, subject: body.msisdn, sendTo: body.msisdn },
          'signup',
          ip,
          otpMessages.signupCodeSms,
        );
        return { kind: 'code-sent', message: accountMessages.signupCodeSent };
      }
      await deps.challenges.limitChecks(body.msisdn, ip);
      // Hashed before the code is checked: outside the transaction that holds the phone's row lock.
      const passwordHash = await deps.passwords.hash(body.password);
      const data = await deps.challenges.checkPhone(body.msisdn, { otp: body.otp, ip }, (tx, now) =>
        makeAccount(tx, body, passwordHash, now),
      );
      return { kind: 'signed-up', data };
    },
  };
}

export type SignupService = ReturnType<typeof createSignupService>;
