import type {
  BuyCoverRequestInput,
  PaybillDetails,
  PaymentStatusResponse,
  PaymentStatusSummary,
  StkPushResponse,
} from '../../domain/api/payments';
import { paymentMessages } from '../../domain/payment-messages';
import { callEndpoint } from './call-endpoint';

/** Point 7, buy product: creates the cover and sends the M-Pesa prompt to the paying phone. */
export async function buyCover(body: BuyCoverRequestInput, idempotencyKey: string): Promise<StkPushResponse> {
  return callEndpoint('buyCover', { body, idempotencyKey }, paymentMessages.missingReference);
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
  return callEndpoint(
    'resendPrompt',
    {
      params: { coverId },
      query: { msisdn },
      body: undefined,
      idempotencyKey,
      headers: paymentTokenHeader(paymentToken),
    },
    paymentMessages.missingReference,
  );
}

/**
 * Point 7, payment status of one prompt: the full answer for the page holding the payment token, the
 * bare status for one without (a draft saved before tokens existed).
 */
export async function paymentStatus(
  checkoutId: string,
  paymentToken: string | null,
): Promise<PaymentStatusResponse | PaymentStatusSummary> {
  return callEndpoint(
    'paymentStatus',
    { params: { checkoutId }, headers: paymentTokenHeader(paymentToken) },
    paymentMessages.unableToVerify,
  );
}

/**
 * Paying by paybill: the underwriter's business number, the account number and the amount, and the
 * payment once it has arrived. The buyer's page shows its payment token; the holder's session is enough.
 */
export async function paybillDetails(coverId: string, paymentToken: string | null): Promise<PaybillDetails> {
  return callEndpoint(
    'paybillDetails',
    { params: { coverId }, headers: paymentTokenHeader(paymentToken) },
    paymentMessages.unableToVerify,
  );
}
