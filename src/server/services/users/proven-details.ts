// Who may set an account's details (ARCHITECTURE.md, Data): nothing an anonymous request sends becomes
// an account's details until someone proves they hold its phone. Anyone can type a phone number into the
// wizard, so a purchase's details stay on its cover (cover_contacts) and the cover's mail goes there. They
// become the account's only when a proven holder gave them: the signed-in holder buying, or an M-Pesa
// payment for the cover confirmed from the account's very phone. They replace unproven details only;
// proven ones change through the holder's own profile.
import { normaliseMsisdn } from '../../../domain/phone';
import type { CoverContact, User } from '../../db/schema';
import type { Repositories } from '../repositories';
import { recordPhoneProof } from './phone-proof';

/** Makes a proven holder's details the account's, when the account's own are not proven yet. */
export async function adoptProvenDetails(
  tx: Pick<Repositories, 'covers' | 'sessions' | 'users'>,
  account: User,
  contact: Omit<CoverContact, 'coverId'>,
  at: Date,
): Promise<void> {
  if (account.detailsProvenAt !== null) return;
  let email = contact.email;
  if (email) {
    const other = await tx.users.findAnyByEmail(email);
    // An address an unproven account holds was never its own: the proven holder takes it. One a proven
    // account holds stays there (a shared family address), and this account goes without it.
    if (other && other.id !== account.id) {
      if (other.detailsProvenAt === null) await tx.users.dropUnprovenEmail(other.id);
      else email = null;
    }
  }
  // ID numbers are unique too, and settle the same way.
  let idNumber = contact.idNumber?.trim() || null;
  if (idNumber) {
    const other = await tx.users.findAnyByIdNumber(idNumber);
    if (other && other.id !== account.id) {
      if (other.detailsProvenAt === null) await tx.users.dropUnprovenIdNumber(other.id);
      else idNumber = null;
    }
  }
  await tx.users.replaceUnprovenDetails(
    account.id,
    {
      name: contact.name,
      email,
      idNumber,
      profession: contact.profession,
      kraPin: contact.kraPin,
      address: contact.address,
    },
    at,
  );
}

/**
 * A confirmed payment for a cover: when M-Pesa says it came from the account's own phone (the callback's
 * PhoneNumber), the payer has proven they hold it, and the details given with this cover are theirs.
 * Daraja may mask or omit the number; then nothing is proven.
 */
export async function recordPaymentProof(
  tx: Pick<Repositories, 'covers' | 'sessions' | 'users'>,
  coverId: string,
  payerPhone: string | undefined,
  at: Date,
): Promise<void> {
  const payer = payerPhone ? normaliseMsisdn(payerPhone) : null;
  if (!payer) return;
  const cover = await tx.covers.findById(coverId);
  const found = cover ? await tx.users.findById(cover.userId) : null;
  if (!found || found.msisdn !== payer) return;
  // The payer proved the phone: anything someone else set up on it without proving it ends first.
  const account = await recordPhoneProof(tx, found, at);
  const contact = await tx.covers.contactOf(coverId);
  if (contact) await adoptProvenDetails(tx, account, contact, at);
}
