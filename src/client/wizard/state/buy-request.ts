import type { BuyCoverRequestInput } from '../../../domain/api/payments';
import { normaliseMsisdn } from '../../../domain/phone';
import { quoteRequestOf } from './quote-request';
import type { WizardDraft } from './wizard-draft';

/**
 * Point 7's buy-product body from the draft. Owner-only fields are empty for tenants; the amounts the
 * visitor saw travel along, but the server charges its own price.
 */
export function buyRequestOf(draft: WizardDraft, payingMsisdn: string): BuyCoverRequestInput | null {
  const ownership = draft.formNavigation.ownershipType;
  const branch = ownership === 'owner' ? draft.owner : ownership === 'tenant' ? draft.tenant : null;
  const product = branch?.selectedPolicy;
  if (!branch || !product) return null;
  const quote = quoteRequestOf(draft);
  const owner = draft.owner.ownerData;
  const isOwner = ownership === 'owner';
  const details = draft.userDetails;
  return {
    cover: {
      ...quote,
      country_or_town: isOwner ? owner.countyTown : '',
      type_of_residence: isOwner ? owner.typeOfResidence : '',
      construction: isOwner ? owner.construction : '',
      house_number: isOwner ? owner.houseNumber : '',
      plot_number: isOwner ? owner.plotNumber : '',
      product_id: product.id,
      ...(branch.quoteId ? { quotation_id: branch.quoteId } : {}),
      quotation: product.quotation,
      premium: product.premium,
    },
    user: {
      name: details.fullName.trim(),
      email: details.email.trim().toLowerCase(),
      msisdn: normaliseMsisdn(details.mpesaNumber) ?? details.mpesaNumber,
      id_number: details.id_number.trim(),
      profession: details.profession.trim(),
      address: details.postalAddress.trim(),
      kra_pin: details.kraPin.trim().toUpperCase(),
    },
    msisdn: payingMsisdn,
  };
}
