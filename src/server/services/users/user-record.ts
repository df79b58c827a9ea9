import type { UserRecord } from '../../../domain/api';
import type { User } from '../../db/schema';

/**
 * The full record (point 3, existing-user lookup result), only ever sent to the user it describes. Details
 * nobody proven gave (users/proven-details.ts) are not the account's, so they are left out.
 */
export function toUserRecord(user: User): UserRecord {
  const proven = user.detailsProvenAt !== null;
  return {
    id: user.id,
    name: proven ? user.name : '',
    msisdn: user.msisdn,
    id_number: proven ? user.idNumber : null,
    email: proven ? user.email : null,
    profession: proven ? user.profession : null,
    address: proven ? user.address : null,
    kra_pin: proven ? user.kraPin : null,
  };
}
