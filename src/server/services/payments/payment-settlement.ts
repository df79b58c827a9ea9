// Settles an STK request from M-Pesa's final word: the callback (the source of truth) or a query (the
// status endpoint, the reconciler). One transaction, under the row's lock, so a callback and a query
// arriving together take turns and the second finds the request already settled. A settled request never
// changes again: a replayed callback, or a query that disagrees with a success, is ignored.
import type { Clock } from '../../clock';
import type { StkRequest } from '../../db/schema';
import type { PaymentOutcome } from '../../integrations/mpesa/daraja-outcome';
import type { Repositories } from '../repositories';
import { paymentMessages } from './payment-messages';
import type { StkSettlement } from './stk-requests-repository';

export type SettlementResult =
  | { kind: 'unknown' }
  | { kind: 'unchanged'; coverId: string }
  | { kind: 'settled'; coverId: string; paid: boolean; needsRefund: boolean };

export type OutcomeSource = 'callback' | 'query';

export interface SettlementLog {
  warn(details: object, message: string): void;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function settlementFor(
  outcome: PaymentOutcome,
  askedAmount: number,
  source: OutcomeSource,
  now: Date,
): StkSettlement {
  const common = {
    callbackReceivedAt: source === 'callback' ? now : null,
    updatedAt: now,
  };
  if (outcome.resultCode !== 0) {
    return { ...common, status: 'failed', resultCode: outcome.resultCode, resultDesc: outcome.resultDesc };
  }
  // A query's success carries no amount; it can only be about our own request, which asked askedAmount.
  // A callback must say what was paid, and anything but the amount asked never activates a cover.
  if (source === 'callback' && outcome.amount !== askedAmount) {
    return {
      ...common,
      status: 'failed',
      // Not 0: a client reading ResultCode 0 would announce a success.
      resultCode: null,
      resultDesc: paymentMessages.amountMismatch(outcome.amount ?? 0, askedAmount),
      mpesaReceiptNumber: outcome.receiptNumber ?? null,
      transactionDate: outcome.transactionDate ?? null,
    };
  }
  return {
    ...common,
    status: 'success',
    resultCode: 0,
    resultDesc: outcome.resultDesc,
    mpesaReceiptNumber: outcome.receiptNumber ?? null,
    transactionDate: outcome.transactionDate ?? null,
  };
}

/**
 * The request an outcome is about, locked: by CheckoutRequestID, or, for a callback whose push answer we
 * never read, by our own request id from the callback URL (only while that row has no checkout id yet, so
 * a reference cannot pull a callback onto another request's row).
 */
async function lockRequest(
  tx: Repositories,
  outcome: PaymentOutcome,
  reference: string | undefined,
): Promise<StkRequest | null> {
  const byCheckoutId = await tx.stkRequests.lockByCheckoutId(outcome.checkoutRequestId);
  if (byCheckoutId || !reference || !uuidPattern.test(reference)) return byCheckoutId;
  const byReference = await tx.stkRequests.lockById(reference.toLowerCase());
  if (!byReference || byReference.checkoutRequestId !== null) return null;
  await tx.stkRequests.fillCheckoutIds(
    byReference.id,
    outcome.checkoutRequestId,
    outcome.merchantRequestId ?? '',
  );
  return { ...byReference, checkoutRequestId: outcome.checkoutRequestId };
}

/** Settles within the caller's transaction (the reconciler already holds the row). */
export async function settleInTransaction(
  tx: Repositories,
  outcome: PaymentOutcome,
  source: OutcomeSource,
  clock: Clock,
  options: { reference?: string; log: SettlementLog },
): Promise<SettlementResult> {
  const row = await lockRequest(tx, outcome, options.reference);
  if (!row) return { kind: 'unknown' };
  if (row.status !== 'pending') return { kind: 'unchanged', coverId: row.coverId };
  const now = clock.now();
  const settlement = settlementFor(outcome, row.amount, source, now);
  await tx.stkRequests.settle(row.id, settlement);
  const paid = settlement.status === 'success';
  let needsRefund = false;
  if (paid && !(await tx.covers.activate(row.coverId, now))) {
    // The cover was already paid through another prompt: this money is owed back. Flagged on the row
    // and logged (no phone number, no receipt) so it is refunded, never silently kept.
    needsRefund = true;
    await tx.stkRequests.flagRefund(row.id);
    options.log.warn(
      { coverId: row.coverId, stkRequestId: row.id, amount: row.amount },
      'second payment for a cover already paid; recorded as needing a refund',
    );
  }
  return { kind: 'settled', coverId: row.coverId, paid: paid && !needsRefund, needsRefund };
}

export function createPaymentSettlement(deps: {
  repositories: Repositories;
  clock: Clock;
  /** Called after the commit of a payment that activated a cover (e-mail and SMS, once). */
  onPaid: (checkoutRequestId: string) => void;
  log: SettlementLog;
}) {
  return {
    async settle(
      outcome: PaymentOutcome,
      source: OutcomeSource,
      reference?: string,
    ): Promise<SettlementResult> {
      const result = await deps.repositories.transaction((tx) =>
        settleInTransaction(tx, outcome, source, deps.clock, {
          log: deps.log,
          ...(reference ? { reference } : {}),
        }),
      );
      // After the commit: a notification must never announce a payment that was rolled back.
      if (result.kind === 'settled' && result.paid) deps.onPaid(outcome.checkoutRequestId);
      return result;
    },
  };
}

export type PaymentSettlement = ReturnType<typeof createPaymentSettlement>;
