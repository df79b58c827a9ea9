// Matching a payment exception to its cover: the money is recorded through the settlement
// code every payment goes through (payments/payment-settlement.ts), under the payment row's lock, so
// the cover activates exactly once and the client is told once, whatever repeats or races.
// - a stored callback reporting a payment: a payment row is written for the cover with the callback's
//   checkout id (unique, so one callback never pays twice) and settled with the callback's own outcome;
// - a stuck prompt: settled as paid with the receipt the admin read off the M-Pesa statement.
// A payment owed back is never matched: that money is refunded. The exception is closed and audited in
// the same transaction.

import type { PaymentExceptionKind } from '../../../domain/back-office/payment-exception-kinds';
import { paymentExceptionMessages as messages } from '../../../domain/back-office/payment-exception-messages';
import type { Clock } from '../../clock';
import type { Cover } from '../../db/schema';
import { apiError } from '../../http/app-errors';
import type { PaymentOutcome } from '../../integrations/mpesa/daraja-outcome';
import type { NotificationOutbox } from '../notifications/notifications-service';
import { createOperatorAudit } from '../operators/operator-audit';
import {
  type SettlementLog,
  type SettlementResult,
  settleInTransaction,
} from '../payments/payment-settlement';
import type { DeskRows } from './desk-rows';
import { callbackOutcome } from './payment-exception-view';
import { isStuckPrompt } from './stuck-prompt';

export interface MatchRequest {
  operatorId: string;
  kind: PaymentExceptionKind;
  id: string;
  coverId: string;
  receipt?: string | undefined;
  note?: string | undefined;
}

interface Prepared {
  stkRequestId: string;
  outcome: PaymentOutcome;
  before: object;
}

function payableCover(cover: Cover | null, amount: number): Cover {
  if (!cover) throw apiError('cover_not_found@desk');
  if (cover.status === 'active') throw apiError('cover_already_paid@desk');
  if (cover.quotation !== amount)
    throw apiError('payment_exception_not_matchable', messages.amountDiffers(amount, cover.quotation));
  return cover;
}

/** A stored callback becomes a payment row of the cover, to be settled with the callback's outcome. */
async function prepareCallback(tx: DeskRows, request: MatchRequest, now: Date): Promise<Prepared> {
  const callback = await tx.paymentExceptions.lockCallback(request.id);
  if (!callback) throw apiError('payment_exception_not_found');
  if (callback.resolvedAt) throw apiError('payment_exception_closed');
  const outcome = callbackOutcome(callback.body);
  if (outcome?.resultCode !== 0 || outcome.amount === undefined) {
    throw apiError('payment_exception_not_matchable', messages.callbackNotPaid);
  }
  // Another path may have placed it since (a prompt whose push answer arrived late).
  if (await tx.stkRequests.findByCheckoutId(outcome.checkoutRequestId)) {
    throw apiError('callback_known_now');
  }
  const cover = payableCover(await tx.covers.findById(request.coverId), outcome.amount);
  const contact = await tx.covers.contactOf(cover.id);
  const payment = await tx.stkRequests.insert({
    coverId: cover.id,
    checkoutRequestId: outcome.checkoutRequestId,
    merchantRequestId: outcome.merchantRequestId ?? null,
    msisdn: outcome.phoneNumber ?? contact?.msisdn ?? '',
    amount: cover.quotation,
    createdAt: now,
    updatedAt: now,
    // No prompt is open on any phone: it is settled in this same transaction.
    expiresAt: now,
  });
  if (!(await tx.paymentExceptions.closeCallback(callback.id, now)))
    throw apiError('payment_exception_closed');
  return {
    stkRequestId: payment.id,
    outcome,
    before: { amount: callback.amount, receipt: callback.mpesaReceiptNumber, cover_status: cover.status },
  };
}

/** A stuck prompt is settled as paid, with the receipt the admin found on the statement. */
async function preparePrompt(tx: DeskRows, request: MatchRequest, now: Date): Promise<Prepared> {
  const payment = await tx.stkRequests.lockById(request.id);
  if (!payment) throw apiError('payment_exception_not_found');
  if (!isStuckPrompt(payment, now) || (await tx.paymentExceptions.isResolved('prompt', payment.id))) {
    throw apiError('payment_exception_closed');
  }
  if (payment.coverId !== request.coverId)
    throw apiError('payment_exception_not_matchable', messages.promptOtherCover);
  if (!request.receipt) {
    throw apiError('receipt_required', { field: 'receipt' });
  }
  const cover = await tx.covers.findById(payment.coverId);
  return {
    stkRequestId: payment.id,
    outcome: {
      checkoutRequestId: payment.checkoutRequestId ?? '',
      resultCode: 0,
      resultDesc: 'Matched by the agency from the M-Pesa statement.',
      amount: payment.amount,
      receiptNumber: request.receipt,
    },
    before: { status: payment.status, amount: payment.amount, cover_status: cover?.status ?? null },
  };
}

export async function matchInTransaction(
  tx: DeskRows,
  request: MatchRequest,
  deps: { clock: Clock; log: SettlementLog; notifications: Pick<NotificationOutbox, 'enqueue'> },
): Promise<SettlementResult & { kind: 'settled' }> {
  const now = deps.clock.now();
  if (request.kind === 'refund')
    throw apiError('payment_exception_not_matchable', messages.refundNotMatchable);
  const prepared =
    request.kind === 'callback'
      ? await prepareCallback(tx, request, now)
      : await preparePrompt(tx, request, now);
  const result = await settleInTransaction(tx, prepared.outcome, 'operator', deps.clock, {
    stkRequestId: prepared.stkRequestId,
    log: deps.log,
    notifications: deps.notifications,
  });
  // The row is locked and was checked open, so anything but a settlement means it moved under us.
  if (result.kind !== 'settled' || !(result.paid || result.needsRefund))
    throw apiError('payment_exception_closed');
  const recorded = await tx.paymentExceptions.recordResolution({
    kind: request.kind,
    targetId: request.id,
    outcome: 'matched',
    matchedCoverId: result.coverId,
    note: request.note || null,
    resolvedBy: request.operatorId,
    resolvedAt: now,
  });
  if (!recorded) throw apiError('payment_exception_closed');
  const cover = await tx.covers.findById(result.coverId);
  await createOperatorAudit({ audit: tx.operatorAudit, clock: deps.clock }).record({
    operatorId: request.operatorId,
    action: 'payment_exception.matched',
    target: { type: request.kind === 'callback' ? 'mpesa_callback' : 'stk_request', id: request.id },
    before: { kind: request.kind, ...prepared.before },
    after: {
      kind: request.kind,
      outcome: 'matched',
      cover_id: result.coverId,
      stk_request_id: prepared.stkRequestId,
      cover_status: cover?.status ?? null,
      needs_refund: result.needsRefund,
      note: request.note || null,
    },
  });
  return result;
}
