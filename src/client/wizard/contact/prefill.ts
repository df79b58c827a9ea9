import type { UserRecord } from '../../../domain/api/users';
import type { UserDetails } from '../state/wizard-draft';

/**
 * The wizard's details from a verified account, and which of them came back filled (those lock, point 2).
 * The phone is shown in the 07… form people type.
 */
export function detailsFromAccount(user: UserRecord): {
  details: Partial<UserDetails>;
  locked: (keyof UserDetails)[];
} {
  const candidates: [keyof UserDetails, string | null][] = [
    ['fullName', user.name],
    ['mpesaNumber', user.msisdn ? `0${user.msisdn.slice(3)}` : null],
    ['id_number', user.id_number],
    ['email', user.email],
    ['profession', user.profession],
    ['postalAddress', user.address],
    ['kraPin', user.kra_pin],
  ];
  const details: Partial<UserDetails> = { userId: user.id };
  const locked: (keyof UserDetails)[] = [];
  for (const [field, value] of candidates) {
    if (value && value.trim() !== '') {
      details[field] = value;
      locked.push(field);
    }
  }
  return { details, locked };
}
