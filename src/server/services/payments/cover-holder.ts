// Who a bought cover belongs to. The buyer is found by phone; a new phone makes a new account. An existing
// account is never changed by this request: anyone can type a phone number into the wizard, and an
// anonymous stranger must not rewrite someone's name or e-mail by buying a cover in their name.
import type { BuyProductRequest } from '../../../domain/api';
import { contactMessages } from '../../../domain/contact-rules';
import { isEmailAddress } from '../../../domain/email';
import { normaliseMsisdn } from '../../../domain/phone';
import type { User } from '../../db/schema';
import { InvalidRequestError } from '../../http/app-errors';
import type { Repositories } from '../repositories';
import { paymentMessages } from './payment-messages';

const nullIfEmpty = (value: string) => (value.trim() === '' ? null : value.trim());

export async function findOrCreateCoverHolder(
  repositories: Repositories,
  request: BuyProductRequest,
): Promise<User> {
  const { user } = request;
  const msisdn = normaliseMsisdn(user.msisdn);
  if (!msisdn) {
    throw new InvalidRequestError('invalid_phone', contactMessages.phoneFormat, [
      { path: 'user.msisdn', message: contactMessages.phoneFormat },
    ]);
  }
  const existing = await repositories.users.findByMsisdn(msisdn);
  if (existing) return existing;

  const email = user.email.trim().toLowerCase();
  if (email !== '' && !isEmailAddress(email)) {
    throw new InvalidRequestError('invalid_email', paymentMessages.invalidEmail, [
      { path: 'user.email', message: paymentMessages.invalidEmail },
    ]);
  }
  // An e-mail already on another account stays with that account; this one is created without it
  // rather than refusing a paying customer over a typo or a shared family address.
  const emailTaken = email !== '' && (await repositories.users.findByEmail(email)) !== null;
  return repositories.users.create({
    name: user.name.trim(),
    msisdn,
    email: email === '' || emailTaken ? null : email,
    idNumber: nullIfEmpty(user.id_number),
    profession: nullIfEmpty(user.profession),
    kraPin: nullIfEmpty(user.kra_pin),
    address: nullIfEmpty(user.address),
    accountType: request.cover.is_owner === '1' ? 'owner' : 'tenant',
  });
}
