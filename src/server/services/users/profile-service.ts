// The portal's profile (point 7): a signed-in client reads and changes their own account, and only it.
// Any other id answers the same 404 without a query, so nothing tells whether that account exists.
import type { Profile, UpdateProfile } from '../../../domain/api';
import { profileMessages } from '../../../domain/profile-messages';
import type { Clock } from '../../clock';
import type { User } from '../../db/schema';
import { NotFoundError } from '../../http/app-errors';
import type { Repositories } from '../repositories';
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
  if (id.toLowerCase() !== viewer.id) throw new NotFoundError('account_not_found', profileMessages.notFound);
}

export function createProfileService(deps: { repositories: Repositories; clock: Clock }) {
  return {
    read(viewer: User, id: string): Profile {
      requireOwnId(viewer, id);
      return toProfile(viewer);
    },

    /**
     * The signed-in holder proved the phone by signing in, so what they set is the account's, proven. A
     * phone, or an e-mail or ID number another proven account holds, is refused; an address or ID number an
     * unproven account holds was never its own (users/proven-details.ts) and passes to the proven holder.
     */
    async update(viewer: User, id: string, body: UpdateProfile): Promise<Profile> {
      requireOwnId(viewer, id);
      const updated = await deps.repositories.transaction(async (tx) => {
        const phoneHolder = await tx.users.findByMsisdn(body.msisdn);
        if (phoneHolder && phoneHolder.id !== viewer.id) {
          throw phoneTaken();
        }
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
        return tx.users.updateProfile(
          viewer.id,
          {
            name: body.name,
            msisdn: body.msisdn,
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
      return toProfile(updated);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
