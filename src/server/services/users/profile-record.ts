import type { Profile } from '../../../domain/api';
import type { User } from '../../db/schema';
import { toUserRecord } from './user-record';

/**
 * The profile (point 3's user), only ever sent to the signed-in user it describes. As in the lookup's
 * record, details nobody proven gave (an anonymous purchase's) are not the account's and are left out.
 */
export function toProfile(user: User): Profile {
  const record = toUserRecord(user);
  return {
    id: record.id,
    name: record.name,
    msisdn: record.msisdn,
    email: record.email,
    id_number: record.id_number,
    profession: record.profession,
    kra_pin: record.kra_pin,
    address: record.address,
    physicalAddress: user.detailsProvenAt !== null ? user.physicalAddress : null,
    account_type: user.accountType,
  };
}
