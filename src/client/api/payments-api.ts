import {
  type BuyProductRequestInput,
  type PaymentStatusResponse,
  PaymentStatusResponseSchema,
  type PaymentStatusSummary,
  PaymentStatusSummarySchema,
  type StkPushResponse,
  StkPushResponseSchema,
} from '../../domain/api';
import { paymentMessages } from '../../domain/payment-messages';
import { UnreadableResponseError } from './failure-message';
import { apiRequest } from './http';

function parsePush(response: unknown): StkPushResponse {
  const parsed = StkPushResponseSchema.safeParse(response);
  if (!parsed.success) throw new UnreadableResponseError(paymentMessages.missingReference);
  return parsed.data;
}

/** Point 7, buy product: creates the cover and sends the M-Pesa prompt to the paying phone. */
export async function buyProduct(
  body: BuyProductRequestInput,
  idempotencyKey: string,
): Promise<StkPushResponse> {
  const response = await apiRequest<unknown>('/home-insurance/quotations/buy-product', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return parsePush(response);
}

/** The buy answer's secret, which makes the payment's status and Retry Payment ours (docs/api.md). */
const paymentTokenHeader = (token: string | null): Record<string, string> =>
  token ? { 'X-Payment-Token': token } : {};

/** Point 7, prompt resend (Retry Payment) for a cover that is not paid yet. */
export async function resendPrompt(
  coverId: string,
  msisdn: string,
  idempotencyKey: string,
  paymentToken: string | null,
): Promise<StkPushResponse> {
  const response = await apiRequest<unknown>(`/home-insurance/mpesa/stkpush/${encodeURIComponent(coverId)}`, {
    method: 'POST',
    query: { msisdn },
    headers: { 'Idempotency-Key': idempotencyKey, ...paymentTokenHeader(paymentToken) },
  });
  return parsePush(response);
}

/**
 * Point 7, payment status of one prompt: the full answer for the page holding the payment token, the
 * bare status for one without (a draft saved before tokens existed).
 */
export async function paymentStatus(
  checkoutId: string,
  paymentToken: string | null,
): Promise<PaymentStatusResponse | PaymentStatusSummary> {
  const response = await apiRequest<unknown>(
    `/home-insurance/mpesa/stkstatus/${encodeURIComponent(checkoutId)}`,
    {
      method: 'POST',
      headers: paymentTokenHeader(paymentToken),
    },
  );
  const full = PaymentStatusResponseSchema.safeParse(response);
  if (full.success) return full.data;
  const summary = PaymentStatusSummarySchema.safeParse(response);
  if (!summary.success) throw new UnreadableResponseError(paymentMessages.unableToVerify);
  return summary.data;
}
