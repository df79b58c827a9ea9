import {
  type Quotation,
  type QuoteRequestInput,
  QuoteResponseSchema,
  type SaveQuotationRequest,
  SaveQuotationResponseSchema,
} from '../../domain/api';
import { quotationMessages } from '../../domain/quotation-messages';
import { UnreadableResponseError } from './failure-message';
import { apiRequest } from './http';

/** Point 7, get quotation. The answer is checked against the contract before the wizard trusts it. */
export async function requestQuotation(body: QuoteRequestInput, idempotencyKey: string): Promise<Quotation> {
  const response = await apiRequest<unknown>('/home-insurance/quotations/quote', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  const parsed = QuoteResponseSchema.safeParse(response);
  if (!parsed.success) throw new UnreadableResponseError(quotationMessages.productsUnreadable);
  return parsed.data.data;
}

/** Point 7, save quotation: the chosen product and the contact details, kept as the agency's lead. */
export async function saveQuotation(body: SaveQuotationRequest, idempotencyKey: string): Promise<string> {
  const response = await apiRequest<unknown>('/home-insurance/quotations/', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return SaveQuotationResponseSchema.parse(response).message;
}
