// Sends an STK prompt for a cover and records it. Shared by buy-product and Retry Payment, so both ask
// for the cover's own stored amount and both leave a row the callback, status and reconciler can find.
import type { StkPushResponse } from '../../../domain/api';
import { formatShillings } from '../../../domain/money';
import type { Clock } from '../../clock';
import type { Cover } from '../../db/schema';
import { AppError } from '../../http/app-errors';
import { type DarajaClient, DarajaError } from '../../integrations/mpesa/daraja-client';
import { maskLocalPhone } from '../users/user-hints';
import { PROMPT_LIFETIME_SECONDS, paymentMessages } from './payment-messages';
import type { StkRequestsRepository } from './stk-requests-repository';

/** 502: M-Pesa refused or did not answer the push; nothing was charged. */
export class PaymentPushError extends AppError {
  constructor() {
    super('mpesa_push_failed', 502, paymentMessages.pushFailed);
  }
}

export interface PromptDependencies {
  daraja: DarajaClient;
  stkRequests: StkRequestsRepository;
  clock: Clock;
  /** The full callback URL, secret token included; resolved per push (the local address is known late). */
  callbackUrl: () => string;
  log: { warn(details: object, message: string): void };
}

/** The account reference on the payer's statement: the policy number's first 12 characters. */
export const accountReferenceOf = (coverId: string) => coverId.replace(/-/g, '').slice(0, 12).toUpperCase();

export async function sendPaymentPrompt(
  deps: PromptDependencies,
  cover: Cover,
  msisdn: string,
): Promise<StkPushResponse> {
  let accepted: Awaited<ReturnType<DarajaClient['stkPush']>>;
  try {
    accepted = await deps.daraja.stkPush({
      amount: cover.quotation,
      msisdn,
      callbackUrl: deps.callbackUrl(),
      accountReference: accountReferenceOf(cover.id),
      description: 'Home cover',
    });
  } catch (error) {
    if (!(error instanceof DarajaError)) throw error;
    deps.log.warn({ coverId: cover.id, errorCode: error.errorCode, status: error.httpStatus }, error.message);
    throw new PaymentPushError();
  }
  const now = deps.clock.now();
  await deps.stkRequests.insert({
    coverId: cover.id,
    checkoutRequestId: accepted.CheckoutRequestID,
    merchantRequestId: accepted.MerchantRequestID,
    msisdn,
    amount: cover.quotation,
    createdAt: now,
    updatedAt: now,
    expiresAt: new Date(now.getTime() + PROMPT_LIFETIME_SECONDS * 1000),
  });
  const message = paymentMessages.promptSent(maskLocalPhone(msisdn), formatShillings(cover.quotation));
  return {
    status: true,
    message,
    transaction_id: accepted.MerchantRequestID,
    checkout_request_id: accepted.CheckoutRequestID,
    policyId: cover.id,
    data: {
      cover_id: cover.id,
      checkout_request_id: accepted.CheckoutRequestID,
      response_description: accepted.CustomerMessage,
      amount: cover.quotation,
      expires_in: PROMPT_LIFETIME_SECONDS,
    },
  };
}
