import type { Quotation, QuoteRequestInput, SaveQuotationRequest } from '../../domain/api';
import { quotationMessages } from '../../domain/quotation-messages';
import { contract } from './contract';
import { UnreadableResponseError } from './failure-message';
import { apiRequest } from './http';

/** Point 7, get quotation. The answer is checked against the contract before the wizard trusts it. */
export async function requestQuotation(body: QuoteRequestInput, idempotencyKey: string): Promise<Quotation> {
  const schemas = contract();
  const response = await apiRequest<unknown>('/home-insurance/quotations/quote', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  const parsed = (await schemas).QuoteResponseSchema.safeParse(response);
  if (!parsed.success) throw new UnreadableResponseError(quotationMessages.productsUnreadable);
  return parsed.data.data;
}

/** Point 7, save quotation: the chosen product and the contact details, kept as the agency's lead. */
export async function saveQuotation(body: SaveQuotationRequest, idempotencyKey: string): Promise<string> {
  const schemas = contract();
  const response = await apiRequest<unknown>('/home-insurance/quotations/', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return (await schemas).SaveQuotationResponseSchema.parse(response).message;
}
