// Wires the payment services together: one settlement and one notifier shared by the callback, the status
// endpoint and the reconciler, so all three settle and notify the same way.
import type { Clock } from '../../clock';
import type { MailSender } from '../../integrations/mail/mail-sender';
import {
  callbackPath,
  TRANSACTION_STATUS_RESULT_SEGMENT,
} from '../../integrations/mpesa/daraja-callback-url';
import type { DarajaClient, Paybill } from '../../integrations/mpesa/daraja-client';
import type { SmsSender } from '../../integrations/sms/sms-sender';
import { createBuyProductService } from '../covers/buy-product-service';
import { createPaymentNotifier, type NotificationComposer } from '../notifications/payment-notifications';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { Repositories } from '../repositories';
import type { ServiceLog } from '../service-log';
import { createPaymentCallbackService } from './payment-callback-service';
import { createPaymentReconciler } from './payment-reconciler';
import { createPaymentSettlement } from './payment-settlement';
import { createPaymentStatusService } from './payment-status-service';
import { createReceiptNumberService } from './receipt-number-service';
import { createResendPromptService } from './resend-prompt-service';
import { createUnderwriterPaybills } from './underwriter-paybills';

export type PaymentLog = ServiceLog;

export interface PaymentServiceDependencies {
  repositories: Repositories;
  rateLimiter: RateLimiter;
  clock: Clock;
  daraja: DarajaClient;
  mail: MailSender;
  sms: SmsSender;
  callbackToken: string;
  /** Each underwriter's paybill, by underwriter id (config's MPESA_PASSKEY_<ID> with the catalogue's shortcode). */
  paybills: Record<string, Paybill>;
  /** MPESA_MAX_AMOUNT: a cover whose premium is above it is refused before any prompt. */
  maxPaymentAmount: number;
  /** The public base of our API (before /api); the callback path and token are added here. */
  callbackBaseUrl: () => string;
  log: PaymentLog;
  /** The outbox's other kinds of notification (the review's decisions). */
  composers?: NotificationComposer[];
}

export function createPaymentServices(deps: PaymentServiceDependencies) {
  const { repositories, clock, daraja, log } = deps;
  const notifier = createPaymentNotifier({
    repositories,
    mail: deps.mail,
    sms: deps.sms,
    clock,
    log,
    ...(deps.composers ? { composers: deps.composers } : {}),
  });
  const onPaid = (coverId: string) => notifier.notifyPaid(coverId);
  const settlement = createPaymentSettlement({ repositories, clock, onPaid, log });
  const paybills = createUnderwriterPaybills(deps.paybills);
  // Our own request id rides in the URL, so a callback finds its request even if the push's answer
  // (with Daraja's CheckoutRequestID) never reached us.
  const callbackUrl = (stkRequestId: string) =>
    `${deps.callbackBaseUrl().replace(/\/+$/, '')}${callbackPath(deps.callbackToken)}/${stkRequestId}`;
  const receipts = createReceiptNumberService({
    repositories,
    daraja,
    paybills,
    clock,
    callbackToken: deps.callbackToken,
    // Beneath the callback's own URL: the same secret token guards it, and the logs mask it the same way.
    resultUrl: (stkRequestId) => `${callbackUrl(stkRequestId)}/${TRANSACTION_STATUS_RESULT_SEGMENT}`,
    onReceipt: onPaid,
    log,
  });
  const prompt = {
    daraja,
    paybills,
    repositories,
    clock,
    callbackUrl,
    log,
    maxAmount: deps.maxPaymentAmount,
  };
  return {
    buyProduct: createBuyProductService({ repositories, clock, prompt, rateLimiter: deps.rateLimiter }),
    resendPrompt: createResendPromptService({ repositories, prompt, rateLimiter: deps.rateLimiter }),
    status: createPaymentStatusService({
      repositories,
      daraja,
      settlement,
      paybills,
      clock,
      log,
    }),
    callback: createPaymentCallbackService({
      callbackToken: deps.callbackToken,
      settlement,
      unmatched: repositories.unmatchedCallbacks,
      clock,
      log,
    }),
    receipts,
    reconciler: createPaymentReconciler({ repositories, daraja, settlement, paybills, receipts, clock, log }),
    notifier,
  };
}

export type PaymentServices = ReturnType<typeof createPaymentServices>;
