import type { Quotation, QuoteRequestInput, SaveQuotationRequest } from '../../domain/api/quotations';
import { quotationMessages } from '../../domain/quotation-messages';
import { callEndpoint } from './call-endpoint';

/** Point 7, get quotation. The answer is checked against the contract before the wizard trusts it. */
export async function requestQuotation(body: QuoteRequestInput, idempotencyKey: string): Promise<Quotation> {
  const answer = await callEndpoint(
    'requestQuotation',
    { body, idempotencyKey },
    quotationMessages.productsUnreadable,
  );
  return answer.data;
}

/** Point 7, save quotation: the chosen product and the contact details, kept as the agency's lead. */
export async function saveQuotation(body: SaveQuotationRequest, idempotencyKey: string): Promise<string> {
  // An unreadable answer reads as the save having failed on its way, as before the contract checked it.
  const answer = await callEndpoint('saveQuotation', { body, idempotencyKey }, quotationMessages.saveThrown);
  return answer.message;
}
