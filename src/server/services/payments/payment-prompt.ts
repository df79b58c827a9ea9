// Sends an STK prompt for a cover. Shared by buy-product and Retry Payment, so both ask for the amount the
// server stored (the cover's quotation, or the amount due for items added to it), and both follow the rules that keep a payer from being charged twice:
// - one cover, one open prompt: while a prompt may still be answered on the phone, asking again answers
//   with that prompt instead of pushing a second one (decided under the cover's row lock);
// - the STK request row is written before the push, and the callback URL carries its id, so a callback
//   for a push whose answer we never read (timeout, crash) still finds its payment.
import type { StkPushResponse } from '../../../domain/api';
import { formatShillings } from '../../../domain/money';
import { paymentMessages } from '../../../domain/payment-messages';
import type { Clock } from '../../clock';
import type { StkRequest } from '../../db/schema';
import { apiError } from '../../http/app-errors';
import {
  type DarajaClient,
  DarajaError,
  DarajaNoAnswerError,
  type Paybill,
} from '../../integrations/mpesa/daraja-client';
import type { DarajaStkPushResponse } from '../../integrations/mpesa/daraja-shapes';
import { createRateLimiter } from '../rate-limit/rate-limiter';
import type { TransactionalRepositories } from '../repositories';
import type { ServiceLog } from '../service-log';
import { maskLocalPhone } from '../users/user-hints';
import { promptsPerPhone } from './payment-limits';
import type { UnderwriterPaybills } from './underwriter-paybills';

/** Seconds an STK prompt stays open on the phone: M-Pesa closes it after about a minute. */
export const PROMPT_LIFETIME_SECONDS = 60;

export interface PromptDependencies {
  daraja: DarajaClient;
  repositories: TransactionalRepositories<
    'catalogue' | 'coverEndorsements' | 'covers' | 'rateLimits' | 'stkRequests'
  >;
  clock: Clock;
  /** Each underwriter's paybill: the premium goes to the product's underwriter (Insurance Act s.156). */
  paybills: UnderwriterPaybills;
  /** The full callback URL for one STK request (secret token and the request's id included). */
  callbackUrl: (stkRequestId: string) => string;
  log: Pick<ServiceLog, 'warn'>;
  /** The most one M-Pesa payment may carry (MPESA_MAX_AMOUNT). */
  maxAmount: number;
}

/** What a prompt for an already paid cover gets: buy-product replays the payment, Retry Payment refuses. */
export type WhenPaid = 'replay' | 'refuse';

// The account reference on the payer's M-Pesa statement is the cover's own reference: the
// same K7Q3-M9XT the SMS, e-mails and portal show, within Daraja's 12 characters.

const lifetimeMs = PROMPT_LIFETIME_SECONDS * 1000;

function promptResponse(row: StkRequest, reference: string, message: string, now: Date): StkPushResponse {
  const checkoutRequestId = row.checkoutRequestId ?? '';
  return {
    status: true,
    message,
    transaction_id: row.merchantRequestId ?? '',
    checkout_request_id: checkoutRequestId,
    policyId: row.coverId,
    reference,
    data: {
      cover_id: row.coverId,
      reference,
      checkout_request_id: checkoutRequestId,
      response_description: message,
      amount: row.amount,
      expires_in: Math.max(0, Math.ceil((row.expiresAt.getTime() - now.getTime()) / 1000)),
    },
  };
}

type Decision = { reference: string } & (
  | { kind: 'paid'; row: StkRequest }
  | { kind: 'open'; row: StkRequest }
  | { kind: 'new'; row: StkRequest; paybill: Paybill }
);

export async function requestPaymentPrompt(
  deps: PromptDependencies,
  coverId: string,
  msisdn: string,
  whenPaid: WhenPaid,
): Promise<StkPushResponse> {
  const { repositories, clock } = deps;
  const decided = clock.now();
  // Under the cover's lock: of two requests racing for one cover, the second sees the first's row.
  const decision = await repositories.transaction(async (tx): Promise<Decision> => {
    const cover = await tx.covers.lockById(coverId);
    if (!cover) throw apiError('cover_not_found');
    // An inactive cover asks for its quotation; an active one only for items added to it and not yet paid
    // (its endorsement's amount due), and only through Retry Payment: a replayed buy replays the purchase.
    let amount = cover.quotation;
    let endorsementId: string | null = null;
    if (cover.status === 'active') {
      const paid = whenPaid === 'replay' ? await tx.stkRequests.findPaidForCover(cover.id) : null;
      if (paid?.checkoutRequestId) return { kind: 'paid', row: paid, reference: cover.reference };
      // Declined by the agency: its payment is being refunded, and nothing more is taken.
      if (cover.reviewStatus === 'declined') throw apiError('cover_declined');
      const due = whenPaid === 'refuse' ? await tx.coverEndorsements.unpaidOf(cover.id) : null;
      if (!due || due.amountDue <= 0) throw apiError('cover_already_paid');
      amount = due.amountDue;
      endorsementId = due.id;
    }
    // M-Pesa refuses a payment above its per-transaction limit, so a prompt for one could never be paid:
    // refused here, before any push, with what to do instead. The cover stays saved for the agency.
    // A 400 (asking again cannot help), not 422: the wizard reads a 422 as a reused Idempotency-Key.
    if (amount > deps.maxAmount) {
      throw apiError('amount_above_mpesa_limit', formatShillings(deps.maxAmount));
    }
    const open = await tx.stkRequests.findOpenForCover(cover.id, decided);
    if (open) return { kind: 'open', row: open, reference: cover.reference };
    // Counted in this transaction, so only prompts actually pushed count.
    await createRateLimiter({ counters: tx.rateLimits, clock }).consume(promptsPerPhone, msisdn);
    const paybill = await deps.paybills.forProduct(tx, cover.productId);
    const row = await tx.stkRequests.insert({
      coverId: cover.id,
      msisdn,
      amount,
      endorsementId,
      paybillShortcode: paybill.shortcode,
      createdAt: decided,
      updatedAt: decided,
      expiresAt: new Date(decided.getTime() + lifetimeMs),
    });
    return { kind: 'new', row, paybill, reference: cover.reference };
  });

  const { row, reference } = decision;
  const amount = formatShillings(row.amount);
  if (decision.kind === 'paid')
    return promptResponse(row, reference, paymentMessages.alreadyReceived, decided);
  if (decision.kind === 'open') {
    // Its push may still be on its way (no checkout id yet): nothing to poll, so say so in plain words.
    if (!row.checkoutRequestId) {
      throw apiError('prompt_unconfirmed');
    }
    return promptResponse(
      row,
      reference,
      paymentMessages.promptOpen({ phone: maskLocalPhone(row.msisdn), amount }),
      decided,
    );
  }

  let accepted: DarajaStkPushResponse;
  try {
    accepted = await deps.daraja.stkPush({
      paybill: decision.paybill,
      amount: row.amount,
      msisdn,
      callbackUrl: deps.callbackUrl(row.id),
      accountReference: reference,
      description: 'Home cover',
    });
  } catch (error) {
    if (!(error instanceof DarajaError)) throw error;
    return promptAfterFailedPush(deps, row, reference, error);
  }
  const acceptedAt = clock.now();
  await repositories.stkRequests.recordAcceptance(row.id, {
    checkoutRequestId: accepted.CheckoutRequestID,
    merchantRequestId: accepted.MerchantRequestID,
    // The phone's minute starts when Daraja sends the prompt, not when we decided to.
    expiresAt: new Date(acceptedAt.getTime() + lifetimeMs),
    updatedAt: acceptedAt,
  });
  const recorded = (await repositories.stkRequests.findById(row.id)) ?? row;
  return promptResponse(
    recorded,
    reference,
    paymentMessages.promptSent({ phone: maskLocalPhone(msisdn), amount }),
    acceptedAt,
  );
}

async function promptAfterFailedPush(
  deps: PromptDependencies,
  row: StkRequest,
  reference: string,
  error: DarajaError,
): Promise<StkPushResponse> {
  const details = { coverId: row.coverId, stkRequestId: row.id, errorCode: error.errorCode };
  const now = deps.clock.now();
  if (error instanceof DarajaNoAnswerError) {
    // Daraja may have sent the prompt: the row stays pending for its callback (matched by the row's id)
    // or, failing that, the reconciler. A callback that already came has told us the checkout id.
    deps.log.warn(details, 'M-Pesa did not answer the push; waiting for its callback');
    const after = await deps.repositories.stkRequests.findById(row.id);
    if (after?.checkoutRequestId) {
      return promptResponse(
        after,
        reference,
        paymentMessages.promptSent({
          phone: maskLocalPhone(after.msisdn),
          amount: formatShillings(after.amount),
        }),
        now,
      );
    }
    throw apiError('mpesa_push_unanswered');
  }
  // Daraja answered with a refusal: no prompt went out, so the request is closed and a retry may push.
  deps.log.warn({ ...details, status: error.httpStatus }, error.message);
  await deps.repositories.stkRequests.settle(row.id, {
    status: 'failed',
    settledBy: 'push_refused',
    resultCode: null,
    resultDesc: paymentMessages.pushRefused({
      reason: error.errorCode ?? `HTTP ${error.httpStatus ?? '?'}`,
    }),
    updatedAt: now,
  });
  throw apiError('mpesa_push_failed');
}
