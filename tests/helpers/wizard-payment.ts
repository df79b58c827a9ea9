// A tenant's wizard draft up to Complete Payment, priced by the real API: the state a visitor has when
// they reach the payment step (render it with openWizard).
import { requestQuotation } from '../../src/client/api/quotations-api';
import {
  chooseOwnership,
  goToStep,
  selectPolicy,
  storeQuotation,
  wizard,
} from '../../src/client/wizard/state/wizard-store';

export async function prepareTenantAtPayment(phone: string): Promise<void> {
  chooseOwnership('tenant');
  wizard.tenant.tenantData.valueOfHousehold = 250000;
  const quotation = await requestQuotation(
    { is_owner: '0', value_of_house_hold_items: 250000 },
    crypto.randomUUID(),
  );
  storeQuotation(quotation);
  const [product] = quotation.products;
  if (!product) throw new Error('the catalogue priced nothing');
  selectPolicy(product);
  Object.assign(wizard.userDetails, {
    fullName: 'Achieng Otieno',
    email: 'achieng@example.com',
    id_number: '29876543',
    mpesaNumber: phone,
    profession: 'Teacher',
    postalAddress: 'P.O. Box 100-00100, Nairobi',
    kraPin: 'A012345678Z',
  });
  goToStep(5);
}
