import type { UserRecord } from '../../../domain/api';
import type { User } from '../../db/schema';

/** The full record (point 3, existing-user lookup result), only ever sent to the user it describes. */
export function toUserRecord(user: User): UserRecord {
  return {
    id: user.id,
    name: user.name,
    msisdn: user.msisdn,
    id_number: user.idNumber,
    email: user.email,
    profession: user.profession,
    address: user.address,
    kra_pin: user.kraPin,
  };
}
