// The portal's profile (point 7): a signed-in client reads and changes their own account, and only it.
// Any other id answers the same 404 without a query, so nothing tells whether that account exists.
import type { Profile, UpdateProfile } from '../../../domain/api';
import type { Language } from '../../../domain/language/languages';
import { otpMessages } from '../../../domain/otp-messages';
import { profileMessages } from '../../../domain/profile-messages';
import type { Clock } from '../../clock';
import type { User } from '../../db/schema';
import { apiError } from '../../http/app-errors';
import type { CodeHolder, OtpChallenges } from '../auth/otp-challenges';
import type { TransactionalRepositories } from '../repositories';
import { emailTaken, idNumberTaken, phoneTaken } from './contact-taken';
import { toProfile } from './profile-record';

const nullIfEmpty = (value: string) => (value === '' ? null : value);

/**
 * The Idempotency-Key scope of one account's profile saves: a key is that client's alone, and erasing the
 * account finds (and forgets) the stored answers, which hold the profile.
 */
export const profileUpdateScope = (userId: string): string => `users.update:${userId}`;

/** Any id but the caller's own is not found: the guard the route runs before the body is read, too. */
export function requireOwnId(viewer: User, id: string): void {
  if (id.toLowerCase() !== viewer.id) throw apiError('account_not_found');
}

export function createProfileService(deps: {
  repositories: TransactionalRepositories<'users'>;
  clock: Clock;
  challenges: OtpChallenges;
}) {
  const { challenges } = deps;

  /** The code for the waiting phone: counted under that phone, sent to it, valid for this account only. */
  const newPhoneHolder = (viewer: User, msisdn: string): CodeHolder => ({
    user: viewer,
    subject: msisdn,
    sendTo: msisdn,
  });

  return {
    read(viewer: User, id: string): Profile {
      requireOwnId(viewer, id);
      return toProfile(viewer);
    },

    /** The language the holder chose in the portal: their SMS, e-mails and documents are written in it. */
    async chooseLanguage(viewer: User, id: string, language: Language): Promise<Language> {
      requireOwnId(viewer, id);
      await deps.repositories.users.recordLanguage(viewer.id, language);
      return language;
    },

    /**
     * The signed-in holder proved the phone by signing in, so what they set is the account's, proven. A
     * phone, or an e-mail or ID number another proven account holds, is refused; an address or ID number an
     * unproven account holds was never its own (users/proven-details.ts) and passes to the proven holder.
     * A new phone is not proven by the session: it waits, unused, and a code goes to it.
     */
    async update(
      viewer: User,
      id: string,
      body: UpdateProfile,
      ip: string,
    ): Promise<{ profile: Profile; message: string }> {
      requireOwnId(viewer, id);
      const newPhone = body.msisdn === viewer.msisdn ? null : body.msisdn;
      if (newPhone) {
        // Refused before a code goes out; checked again when the code comes back.
        const phoneHolder = await deps.repositories.users.findByMsisdn(newPhone);
        if (phoneHolder && phoneHolder.id !== viewer.id) throw phoneTaken();
        await challenges.issue(
          newPhoneHolder(viewer, newPhone),
          'phone-change',
          ip,
          otpMessages.phoneChangeCodeSms,
        );
      }
      const updated = await deps.repositories.transaction(async (tx) => {
        const emailHolder = await tx.users.findAnyByEmail(body.email);
        if (emailHolder && emailHolder.id !== viewer.id) {
          if (emailHolder.detailsProvenAt !== null) {
            throw emailTaken();
          }
          await tx.users.dropUnprovenEmail(emailHolder.id);
        }
        // The same for the ID number: one proven holder; an unproven account's claim to it gives way.
        const idHolder = await tx.users.findAnyByIdNumber(body.id_number);
        if (idHolder && idHolder.id !== viewer.id) {
          if (idHolder.detailsProvenAt !== null) throw idNumberTaken();
          await tx.users.dropUnprovenIdNumber(idHolder.id);
        }
        if (newPhone) await tx.users.setPendingMsisdn(viewer.id, newPhone);
        return tx.users.updateProfile(
          viewer.id,
          {
            name: body.name,
            msisdn: viewer.msisdn,
            email: body.email,
            idNumber: body.id_number,
            profession: nullIfEmpty(body.profession),
            kraPin: nullIfEmpty(body.kra_pin),
            address: nullIfEmpty(body.address),
            physicalAddress: nullIfEmpty(body.physicalAddress),
          },
          deps.clock.now(),
        );
      });
      return {
        profile: toProfile(updated),
        message: newPhone ? profileMessages.phoneCodeSent : profileMessages.updated,
      };
    },

    /** A new code to the waiting phone (the SMS did not come, or the code expired). */
    async resendPhoneCode(viewer: User, id: string, ip: string): Promise<string> {
      requireOwnId(viewer, id);
      const waiting = viewer.pendingMsisdn;
      if (!waiting) throw apiError('no_phone_waiting');
      await challenges.issue(
        newPhoneHolder(viewer, waiting),
        'phone-change',
        ip,
        otpMessages.phoneChangeCodeSms,
      );
      return profileMessages.phoneCodeResent;
    },

    /** The waiting phone's code: it becomes the account's phone, proven; the old one is free. */
    async verifyPhone(viewer: User, id: string, otp: number | string, ip: string): Promise<Profile> {
      requireOwnId(viewer, id);
      const waiting = viewer.pendingMsisdn;
      if (!waiting) throw apiError('no_phone_waiting');
      await challenges.limitChecks(waiting, ip);
      const moved = await challenges.check(
        newPhoneHolder(viewer, waiting),
        { otp, purpose: 'phone-change', ip },
        async (tx, user, now) => {
          const phoneHolder = await tx.users.findByMsisdn(waiting);
          if (phoneHolder && phoneHolder.id !== user.id) throw phoneTaken();
          return tx.users.movePhoneToPending(user.id, waiting, now);
        },
      );
      if (!moved) throw apiError('no_phone_waiting');
      return toProfile(moved);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
