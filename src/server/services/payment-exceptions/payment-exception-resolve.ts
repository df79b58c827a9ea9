// Marking a payment exception resolved with a note: 'refunded via M-Pesa reversal, ref …',
// 'customer cancelled, no money moved'. Only an open exception can be closed, once; one audit row says
// who closed what, with the state before and the note after.
import type { PaymentExceptionKind } from '../../../domain/back-office/payment-exception-kinds';
import type { Clock } from '../../clock';
import { apiError } from '../../http/app-errors';
import { createOperatorAudit } from '../operators/operator-audit';
import type { DeskRows } from './desk-rows';
import { isStuckPrompt } from './stuck-prompt';

export interface ResolveRequest {
  operatorId: string;
  kind: PaymentExceptionKind;
  id: string;
  note: string;
}

/** What the exception is before it is closed (for the audit row); throws when it is not open. */
async function openState(tx: DeskRows, request: ResolveRequest, now: Date): Promise<object> {
  if (request.kind === 'callback') {
    const callback = await tx.paymentExceptions.lockCallback(request.id);
    if (!callback) throw apiError('payment_exception_not_found');
    if (callback.resolvedAt) throw apiError('payment_exception_closed');
    return {
      reason: callback.reason,
      result_code: callback.resultCode,
      amount: callback.amount,
      receipt: callback.mpesaReceiptNumber,
    };
  }
  const payment = await tx.stkRequests.lockById(request.id);
  if (!payment) throw apiError('payment_exception_not_found');
  const open = request.kind === 'refund' ? payment.needsRefund : isStuckPrompt(payment, now);
  if (!open || (await tx.paymentExceptions.isResolved(request.kind, request.id)))
    throw apiError('payment_exception_closed');
  return {
    cover_id: payment.coverId,
    status: payment.status,
    needs_refund: payment.needsRefund,
    amount: payment.amount,
    receipt: payment.mpesaReceiptNumber,
  };
}

export async function resolveInTransaction(tx: DeskRows, request: ResolveRequest, clock: Clock) {
  const now = clock.now();
  const before = await openState(tx, request, now);
  if (request.kind === 'callback' && !(await tx.paymentExceptions.closeCallback(request.id, now))) {
    throw apiError('payment_exception_closed');
  }
  const recorded = await tx.paymentExceptions.recordResolution({
    kind: request.kind,
    targetId: request.id,
    outcome: 'resolved',
    note: request.note,
    resolvedBy: request.operatorId,
    resolvedAt: now,
  });
  if (!recorded) throw apiError('payment_exception_closed');
  await createOperatorAudit({ audit: tx.operatorAudit, clock: clock }).record({
    operatorId: request.operatorId,
    action: 'payment_exception.resolved',
    target: { type: request.kind === 'callback' ? 'mpesa_callback' : 'stk_request', id: request.id },
    before: { kind: request.kind, ...before },
    after: { kind: request.kind, outcome: 'resolved', note: request.note },
  });
}
