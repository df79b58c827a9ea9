// Who a bought cover belongs to, and the contact details that go with it. The account is found (or
// created bare) by the contact phone; the details the request gives are the cover's own (its mail and SMS
// go to them) and become the account's only when a proven holder gave them (users/proven-details.ts).
import type { BuyCoverRequest } from '../../../domain/api';
import { currentLanguage } from '../../../domain/language/current-language';
import type { User } from '../../db/schema';
import type { Repositories } from '../repositories';
import { adoptProvenDetails } from '../users/proven-details';
import type { NewCoverContact } from './covers-repository';

const nullIfEmpty = (value: string) => (value.trim() === '' ? null : value.trim());

/** The buy request's contact details; the route's schema has normalised the phone and the e-mail. */
export function coverContactOf(request: BuyCoverRequest): NewCoverContact {
  const { user } = request;
  return {
    name: user.name.trim(),
    msisdn: user.msisdn,
    email: user.email,
    idNumber: nullIfEmpty(user.id_number),
    profession: nullIfEmpty(user.profession),
    kraPin: nullIfEmpty(user.kra_pin),
    address: nullIfEmpty(user.address),
  };
}

/**
 * The account of the contact phone. A signed-in caller buying for their own phone has proven they hold
 * it, so their details become the account's (when its own are unproven); anyone else changes nothing.
 */
export async function findOrCreateCoverHolder(
  tx: Pick<Repositories, 'covers' | 'sessions' | 'users'>,
  request: BuyCoverRequest,
  contact: NewCoverContact,
  options: { signedIn: User | null; now: Date },
): Promise<User> {
  const accountType = request.cover.is_owner === '1' ? 'owner' : 'tenant';
  const holder = await tx.users.findOrCreateForPhone(contact.msisdn, accountType);
  if (options.signedIn?.id === holder.id) await adoptProvenDetails(tx, holder, contact, options.now);
  // The payment's SMS and e-mail go to this purchase's phone and address, written when Safaricom's
  // callback (which says nothing of languages) confirms it: so the account keeps the buyer's language.
  await tx.users.recordLanguage(holder.id, currentLanguage());
  return holder;
}
