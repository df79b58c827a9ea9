// Wires the payment services together: one settlement shared by the callback, the status endpoint and the
// reconciler, so all three settle and notify the same way; and registers the payment's e-mail and SMS with
// the notification outbox.
import type { Clock } from '../../clock';
import {
  callbackPath,
  TRANSACTION_STATUS_RESULT_SEGMENT,
} from '../../integrations/mpesa/daraja-callback-url';
import type { DarajaClient, Paybill } from '../../integrations/mpesa/daraja-client';
import type { PolicyDocumentsService } from '../documents/policy-documents-service';
import type { NotificationsService } from '../notifications/notifications-service';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { TransactionalRepositories } from '../repositories';
import type { ServiceLog } from '../service-log';
import { createPaybillService } from './paybill-service';
import { createPaymentCallbackService } from './payment-callback-service';
import { createPaymentNotices } from './payment-notices';
import { createPaymentReconciler } from './payment-reconciler';
import { createPaymentSettlement } from './payment-settlement';
import { createPaymentStatusService } from './payment-status-service';
import { createReceiptNumberService } from './receipt-number-service';
import { createResendPromptService } from './resend-prompt-service';
import { createUnderwriterPaybills } from './underwriter-paybills';

export type PaymentLog = ServiceLog;

export interface PaymentServiceDependencies {
  /** Every repository a payment service below uses: their union, so each keeps its own narrower type. */
  repositories: TransactionalRepositories<
    | 'catalogue'
    | 'coverEndorsements'
    | 'covers'
    | 'missingReceipts'
    | 'notifications'
    | 'paybillPayments'
    | 'rateLimits'
    | 'sessions'
    | 'stkRequests'
    | 'unmatchedCallbacks'
    | 'users'
  >;
  rateLimiter: RateLimiter;
  clock: Clock;
  daraja: DarajaClient;
  callbackToken: string;
  /** Each underwriter's paybill, by underwriter id (config's MPESA_PASSKEY_<ID> with the catalogue's shortcode). */
  paybills: Record<string, Paybill>;
  /** MPESA_MAX_AMOUNT: a cover whose premium is above it is refused before any prompt. */
  maxPaymentAmount: number;
  /** The public base of our API (before /api); the callback path and token are added here. */
  callbackBaseUrl: () => string;
  log: PaymentLog;
  /** The outbox the payment's e-mail and SMS go through. */
  notifications: Pick<NotificationsService, 'register' | 'enqueue' | 'sendSoon'>;
  /** The cover note the confirmation e-mail attaches. */
  documents: Pick<PolicyDocumentsService, 'coverNoteForMail'>;
}

export function createPaymentServices(deps: PaymentServiceDependencies) {
  const { repositories, clock, daraja, log } = deps;
  const { notifications } = deps;
  notifications.register(createPaymentNotices({ repositories, documents: deps.documents }));
  const onPaid = (coverId: string) => notifications.sendSoon(coverId);
  const settlement = createPaymentSettlement({ repositories, clock, onPaid, log, notifications });
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
    /**
     * What a purchase needs to send its M-Pesa prompt: buying is covers' (app-services.ts wires it with this),
     * so payments never imports covers.
     */
    prompt,
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
    paybill: createPaybillService({
      repositories,
      clock,
      paybills,
      callbackToken: deps.callbackToken,
      log,
      notifications,
      onPaid,
    }),
    reconciler: createPaymentReconciler({ repositories, daraja, settlement, paybills, receipts, clock, log }),
  };
}

export type PaymentServices = ReturnType<typeof createPaymentServices>;
