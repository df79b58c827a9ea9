// OTP sign-in (point 7): a 4-digit code by SMS to the account's phone, then verify it for a session. The
// Identifier is the account's phone or its e-mail address; the code always goes to the phone by SMS, so
// knowing someone's address only lets one ask for a code to be sent to them. The limits, the locks and
// the equal work for numbers without an account are otp-challenges.ts's.
import type { OtpVerifyResponse } from '../../../domain/api';
import type { PhoneOrEmail } from '../../../domain/fields';
import { otpMessages } from '../../../domain/otp-messages';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { Repositories } from '../repositories';
import { recordPhoneProof } from '../users/phone-proof';
import { toUserRecord } from '../users/user-record';
import type { CodeHolder, OtpChallenges } from './otp-challenges';
import { EMAIL_CODE_LENGTH } from './otp-code';
import { otpRequestsPerIp, otpVerifiesPerIp } from './otp-limits';
import { startSession } from './session-service';

export interface OtpServiceDeps {
  repositories: Pick<Repositories, 'sessions' | 'users'>;
  rateLimiter: RateLimiter;
  challenges: OtpChallenges;
}

/** E-mail codes are counted, limited and locked apart from the phone's SMS codes. */
const emailCodeSubject = (phoneSubject: string) => `email-code:${phoneSubject}`;

export function createOtpService(deps: OtpServiceDeps) {
  const { repositories, challenges } = deps;

  const keyOf = (identifier: PhoneOrEmail) =>
    identifier.kind === 'phone' ? identifier.msisdn : identifier.email;

  /**
   * The account, if any, and the subject its codes, limits and locks are counted under: the account's
   * phone, so asking by e-mail or by phone shares them; without an account, the Identifier itself.
   */
  async function holderOf(identifier: PhoneOrEmail): Promise<CodeHolder> {
    const user =
      identifier.kind === 'phone'
        ? await repositories.users.findByMsisdn(identifier.msisdn)
        : await repositories.users.findByEmail(identifier.email);
    return { user, subject: user?.msisdn ?? keyOf(identifier) };
  }

  return {
    /** Counts a request from `ip` before anything is read or parsed: malformed requests count too. */
    async admitAddress(endpoint: 'request' | 'verify', ip: string): Promise<void> {
      await deps.rateLimiter.consume(endpoint === 'request' ? otpRequestsPerIp : otpVerifiesPerIp, ip);
    },

    /**
     * Sends a new code (superseding older ones) if an account exists, and answers the same either way.
     * The Identifier arrives as the route's schema read it: a normalised phone or a lower-cased e-mail.
     */
    async requestCode(input: { identifier: PhoneOrEmail; ip: string }): Promise<string> {
      const { identifier } = input;
      await challenges.issue(await holderOf(identifier), 'sign-in', input.ip, otpMessages.codeSms);
      return identifier.kind === 'phone' ? otpMessages.sentIfAccount : otpMessages.sentIfAccountByEmail;
    },

    /**
     * A 6-digit code by e-mail to the account's proven address: the holder's way in
     * while strangers' wrong codes keep the phone's own lock on. Answered the same with or without an
     * account or an address, as a code request is; its own subject, limits and locks.
     */
    async requestEmailCode(input: { identifier: PhoneOrEmail; ip: string }): Promise<string> {
      const holder = await holderOf(input.identifier);
      const to = holder.user?.detailsProvenAt ? holder.user.email : null;
      await challenges.issueByEmail(
        { user: to ? holder.user : null, subject: emailCodeSubject(holder.subject) },
        input.ip,
        to,
        otpMessages.emailCodeMail,
      );
      return otpMessages.emailCodeSent;
    },

    /** The e-mail's code: a session. It proves the address, not the phone, so the phone stays as it was. */
    async verifyEmailCode(input: {
      identifier: PhoneOrEmail;
      code: string;
      ip: string;
    }): Promise<OtpVerifyResponse> {
      const holder = await holderOf(input.identifier);
      const subject = emailCodeSubject(holder.subject);
      await challenges.limitChecks(subject, input.ip);
      const signedIn = await challenges.check(
        { user: holder.user, subject },
        { otp: input.code, purpose: 'sign-in', ip: input.ip, length: EMAIL_CODE_LENGTH },
        async (tx, user, now) => ({ token: await startSession(tx, user.id, now), user }),
      );
      return {
        status: 'success',
        message: otpMessages.signedIn,
        user_token: signedIn.token,
        user: toUserRecord(signedIn.user),
      };
    },

    async verifyCode(input: {
      identifier: PhoneOrEmail;
      otp: number | string;
      ip: string;
    }): Promise<OtpVerifyResponse> {
      const { identifier } = input;
      await challenges.limitChecks(keyOf(identifier), input.ip);
      const signedIn = await challenges.check(
        await holderOf(identifier),
        { otp: input.otp, purpose: 'sign-in', ip: input.ip },
        async (tx, found, now) => {
          // Before the new session starts: a proof of the phone ends the sessions of anyone who had not given one.
          const user = await recordPhoneProof(tx, found, now);
          return { token: await startSession(tx, user.id, now), user };
        },
      );
      return {
        status: 'success',
        message: otpMessages.signedIn,
        user_token: signedIn.token,
        user: toUserRecord(signedIn.user),
      };
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
