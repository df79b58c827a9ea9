// Settles an STK request from M-Pesa's final word: the callback or a query (the status endpoint, the
// reconciler). One transaction, under the row's lock, so a callback and a query arriving together take
// turns. The callback is the source of truth, and a query only fills the gap while it is late:
// - a query settles only a pending request, and a failure it reports while the prompt may still be
//   answered on the phone is not final yet (Daraja's early answers are not to be trusted): the request
//   stays pending and is asked about again once the prompt's life is over;
// - a callback settles a pending request, brings the receipt to a success a query recorded first, and
//   turns a failure a query recorded (or a request the reconciler gave up on) into a success, since the
//   money did move; the first callback is final;
// - nothing ever turns a success into a failure.
// Every settlement records its source (settled_by).
// - an admin's match of a payment exception is a final word as a callback's is: the admin read
//   the money on the M-Pesa statement or on a callback we could not place;
// - so is a paybill payment's confirmation (paybill-service.ts), settled on a row written for it.

import { paymentMessages } from '../../../domain/payment-messages';
import type { Clock } from '../../clock';
import type { StkRequest } from '../../db/schema';
import type { PaymentOutcome } from '../../integrations/mpesa/daraja-outcome';
import type { NotificationOutbox } from '../notifications/notifications-service';
import type { Repositories, TransactionalRepositories } from '../repositories';
import type { ServiceLog } from '../service-log';
import { recordPaymentProof } from '../users/proven-details';
import { insureEndorsedItems } from './endorsed-items';
import { queuePaymentNotifications } from './payment-notices';
import type { StkSettlement } from './stk-requests-repository';

/** The repositories a settlement touches: the payment, its cover (or endorsement), the holder, the outbox. */
export type SettlementRowName =
  | 'coverEndorsements'
  | 'covers'
  | 'notifications'
  | 'sessions'
  | 'stkRequests'
  | 'users';
export type SettlementRows = Pick<Repositories, SettlementRowName>;

export type SettlementResult =
  | { kind: 'unknown' }
  | { kind: 'unchanged'; coverId: string }
  /** A query's failure while the prompt was still open: left pending, to be asked again after it closes. */
  | { kind: 'deferred'; coverId: string }
  /** A success a query recorded got its receipt from the late callback. */
  | { kind: 'receipt'; coverId: string }
  | { kind: 'settled'; coverId: string; paid: boolean; needsRefund: boolean };

export type OutcomeSource = 'callback' | 'status_query' | 'reconciler' | 'operator' | 'paybill';

/** M-Pesa's own report of a completed payment, or an admin's reading of it: final, and it names the amount. */
const isFinalWord = (source: OutcomeSource) =>
  source === 'callback' || source === 'operator' || source === 'paybill';

export type SettlementLog = Pick<ServiceLog, 'warn'>;

function settlementFor(
  outcome: PaymentOutcome,
  askedAmount: number,
  source: OutcomeSource,
  now: Date,
): StkSettlement {
  const common = {
    settledBy: source,
    callbackReceivedAt: source === 'callback' || source === 'paybill' ? now : null,
    settledAt: now,
    updatedAt: now,
  };
  if (outcome.resultCode !== 0) {
    return { ...common, status: 'failed', resultCode: outcome.resultCode, resultDesc: outcome.resultDesc };
  }
  // A query's success carries no amount; it can only be about our own request, which asked askedAmount.
  // A callback must say what was paid, and anything but the amount asked never activates a cover.
  if (isFinalWord(source) && outcome.amount !== askedAmount) {
    return {
      ...common,
      status: 'failed',
      // Not 0: a client reading ResultCode 0 would announce a success.
      resultCode: null,
      resultDesc: paymentMessages.amountMismatch({
        paid: String(outcome.amount ?? 0),
        asked: String(askedAmount),
      }),
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
  tx: SettlementRows,
  outcome: PaymentOutcome,
  reference: string | undefined,
  stkRequestId: string | undefined,
): Promise<StkRequest | null> {
  // An admin's match names the request itself, which may never have had a checkout id.
  if (stkRequestId) return tx.stkRequests.lockById(stkRequestId);
  const byCheckoutId = await tx.stkRequests.lockByCheckoutId(outcome.checkoutRequestId);
  // The callback route passes a reference only when it is a UUID, lower-cased.
  if (byCheckoutId || !reference) return byCheckoutId;
  const byReference = await tx.stkRequests.lockById(reference);
  if (!byReference || byReference.checkoutRequestId !== null) return null;
  await tx.stkRequests.fillCheckoutIds(
    byReference.id,
    outcome.checkoutRequestId,
    outcome.merchantRequestId ?? '',
  );
  return { ...byReference, checkoutRequestId: outcome.checkoutRequestId };
}

/** Which status a row may move from on this outcome, or null when it stays as it is. */
function settlesFrom(row: StkRequest, source: OutcomeSource): StkRequest['status'] | null {
  if (row.status === 'pending') return 'pending';
  // A failure recorded by anything but a callback (a query, the reconciler giving up, a refused push) is
  // a guess the callback may correct; a callback's own word is final.
  if (row.status === 'failed' && isFinalWord(source) && row.settledBy !== 'callback') return 'failed';
  return null;
}

/**
 * What a confirmed payment pays for: the cover's purchase (it becomes active) or the items added to it
 * (they join its insured items). False when that was paid already: exactly once, whatever repeats.
 */
async function applyPayment(tx: SettlementRows, row: StkRequest, now: Date): Promise<boolean> {
  if (!row.endorsementId) return tx.covers.activate(row.coverId, now, row.amount);
  const endorsed = await insureEndorsedItems(tx, row.endorsementId, {
    amount: row.amount,
    stkRequestId: row.id,
    at: now,
  });
  return endorsed !== null;
}

/**
 * Settles within the caller's transaction, under the row's lock. Exported for the payment exceptions'
 * match, which closes the exception and audits it in the same transaction; its caller then
 * sends what `paidNews` names after the commit, as `settle` does.
 */
export async function settleInTransaction(
  tx: SettlementRows,
  outcome: PaymentOutcome,
  source: OutcomeSource,
  clock: Clock,
  options: {
    reference?: string;
    stkRequestId?: string;
    log: SettlementLog;
    notifications: Pick<NotificationOutbox, 'enqueue'>;
  },
): Promise<SettlementResult> {
  const row = await lockRequest(tx, outcome, options.reference, options.stkRequestId);
  if (!row) return { kind: 'unknown' };
  const now = clock.now();
  const details = { coverId: row.coverId, stkRequestId: row.id, source, resultCode: outcome.resultCode };

  if (row.status === 'success') {
    const agrees = outcome.resultCode === 0 && outcome.amount === row.amount;
    if (source === 'callback' && agrees && row.callbackReceivedAt === null) {
      await tx.stkRequests.addReceipt(row.id, {
        mpesaReceiptNumber: outcome.receiptNumber ?? null,
        transactionDate: outcome.transactionDate ?? null,
        at: now,
      });
      // The e-mail and SMS were waiting for this receipt: they may go now.
      await tx.notifications.dueNow(row.coverId, now);
      await recordPaymentProof(tx, row.coverId, outcome.phoneNumber, now);
      return { kind: 'receipt', coverId: row.coverId };
    }
    if (source === 'callback' && !agrees) {
      options.log.warn(details, 'M-Pesa callback disagrees with a recorded success; the success stands');
    }
    return { kind: 'unchanged', coverId: row.coverId };
  }

  const from = settlesFrom(row, source);
  if (!from) return { kind: 'unchanged', coverId: row.coverId };
  if (source !== 'callback' && outcome.resultCode !== 0 && now < row.expiresAt) {
    return { kind: 'deferred', coverId: row.coverId };
  }
  const settlement = settlementFor(outcome, row.amount, source, now);
  // A callback that only repeats a failure's news over a guessed failure still records the callback's word.
  await tx.stkRequests.settle(row.id, settlement, from);
  if (from === 'failed' && settlement.status === 'success') {
    options.log.warn(details, 'M-Pesa callback reports a payment on a request recorded as failed');
  }
  const paid = settlement.status === 'success';
  let needsRefund = false;
  if (paid && !(await applyPayment(tx, row, now))) {
    // What it paid for was already paid through another prompt, or was re-priced since the prompt (items
    // added): the amount no longer buys it, so this money is owed back. Flagged on the row and logged (no phone number, no receipt) so it is
    // refunded, never silently kept.
    needsRefund = true;
    await tx.stkRequests.flagRefund(row.id);
    options.log.warn(
      { coverId: row.coverId, stkRequestId: row.id, amount: row.amount, endorsementId: row.endorsementId },
      row.endorsementId
        ? 'payment for added items already paid or re-priced; recorded as needing a refund'
        : 'payment for a cover already paid or re-priced; recorded as needing a refund',
    );
  }
  if (paid && !needsRefund) {
    const cover = await tx.covers.findById(row.coverId);
    if (cover) {
      await queuePaymentNotifications(tx, cover, {
        now,
        hasReceipt: Boolean(settlement.mpesaReceiptNumber),
        log: options.log,
        notifications: options.notifications,
        endorsementId: row.endorsementId,
      });
    }
    // Only a callback names the paying phone; paid from the account's own, it proves who holds it.
    await recordPaymentProof(tx, row.coverId, outcome.phoneNumber, now);
  }
  return { kind: 'settled', coverId: row.coverId, paid: paid && !needsRefund, needsRefund };
}

/** The cover whose notifications may go once this result is committed, if any. */
export function paidNews(result: SettlementResult): string | null {
  if ((result.kind === 'settled' && result.paid) || result.kind === 'receipt') return result.coverId;
  return null;
}

export function createPaymentSettlement(deps: {
  repositories: TransactionalRepositories<SettlementRowName>;
  clock: Clock;
  /**
   * Called after the commit of a payment that activated a cover, or of the receipt it was waiting for:
   * sends the cover's due notifications (queued in the same transaction, so never lost).
   */
  onPaid: (coverId: string) => void;
  log: SettlementLog;
  notifications: Pick<NotificationOutbox, 'enqueue'>;
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
          notifications: deps.notifications,
          ...(reference ? { reference } : {}),
        }),
      );
      // After the commit: a notification must never announce a payment that was rolled back.
      const paidCover = paidNews(result);
      if (paidCover) deps.onPaid(paidCover);
      return result;
    },

    /** Settles a request nobody could get a final answer about as failed; false if it settled meanwhile. */
    async giveUp(stkRequestId: string, resultDesc: string): Promise<boolean> {
      const now = deps.clock.now();
      return deps.repositories.stkRequests.settle(stkRequestId, {
        status: 'failed',
        settledBy: 'gave_up',
        resultCode: null,
        resultDesc,
        updatedAt: now,
      });
    },
  };
}

export type PaymentSettlement = ReturnType<typeof createPaymentSettlement>;
