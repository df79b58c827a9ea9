// Who a bought cover belongs to, and the contact details that go with it. The account is found (or
// created bare) by the contact phone; the details the request gives are the cover's own (its mail and SMS
// go to them) and become the account's only when a proven holder gave them (users/proven-details.ts).
import type { BuyProductRequest } from '../../../domain/api';
import { contactMessages } from '../../../domain/contact-rules';
import { isEmailAddress } from '../../../domain/email';
import { normaliseMsisdn } from '../../../domain/phone';
import type { User } from '../../db/schema';
import { InvalidRequestError } from '../../http/app-errors';
import type { Repositories } from '../repositories';
import { adoptProvenDetails } from '../users/proven-details';
import type { NewCoverContact } from './covers-repository';
import { paymentMessages } from './payment-messages';

const nullIfEmpty = (value: string) => (value.trim() === '' ? null : value.trim());

/** The buy request's contact details, checked and normalised. */
export function coverContactOf(request: BuyProductRequest): NewCoverContact {
  const { user } = request;
  const msisdn = normaliseMsisdn(user.msisdn);
  if (!msisdn) {
    throw new InvalidRequestError('invalid_phone', contactMessages.phoneFormat, [
      { path: 'user.msisdn', message: contactMessages.phoneFormat },
    ]);
  }
  const email = user.email.trim().toLowerCase();
  if (email !== '' && !isEmailAddress(email)) {
    throw new InvalidRequestError('invalid_email', paymentMessages.invalidEmail, [
      { path: 'user.email', message: paymentMessages.invalidEmail },
    ]);
  }
  return {
    name: user.name.trim(),
    msisdn,
    email: email === '' ? null : email,
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
  tx: Repositories,
  request: BuyProductRequest,
  contact: NewCoverContact,
  options: { signedIn: User | null; now: Date },
): Promise<User> {
  const accountType = request.cover.is_owner === '1' ? 'owner' : 'tenant';
  const holder = await tx.users.findOrCreateForPhone(contact.msisdn, accountType);
  if (options.signedIn?.id === holder.id) await adoptProvenDetails(tx, holder, contact, options.now);
  return holder;
}
