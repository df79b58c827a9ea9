import type { Profile } from '../../../domain/api';
import type { User } from '../../db/schema';

/**
 * The profile (point 3's user), only ever sent to the signed-in user it describes. Details nobody proven
 * gave are left out, as in the lookup's record, except on an account with a password: there the details
 * are the ones typed at signup by whoever set that password, and showing them back to the person signed in
 * to it reveals nothing they did not give (an account a purchase made has no details of its own; its
 * buyer's stay on the cover, users/proven-details.ts).
 */
export function toProfile(user: User): Profile {
  const shown = user.detailsProvenAt !== null || user.passwordHash !== null;
  return {
    id: user.id,
    name: shown ? user.name : '',
    msisdn: user.msisdn,
    email: shown ? user.email : null,
    id_number: shown ? user.idNumber : null,
    profession: shown ? user.profession : null,
    kra_pin: shown ? user.kraPin : null,
    address: shown ? user.address : null,
    physicalAddress: shown ? user.physicalAddress : null,
    account_type: user.accountType,
    pending_msisdn: user.pendingMsisdn,
  };
}
