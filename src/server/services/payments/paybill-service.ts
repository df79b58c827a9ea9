// Payments made to an underwriter's paybill from the M-Pesa menu (Daraja's C2B), with the purchase reference
// as the account number. M-Pesa may first ask us to validate one (only where Safaricom enabled validation
// for the shortcode), then confirms each completed payment, sometimes more than once. Validation only
// answers; confirmation alone settles, so a shortcode without validation loses nothing:
// - the first confirmation of a TransID takes it (paybill_payments); a repeat changes nothing;
// - a payment that exactly pays what a cover is waiting for (its premium, or the items added to it) is
//   written as a payment row of the cover and settled by the code every payment goes through
//   (payment-settlement.ts): the cover activates once and the client is told once;
// - anything else (an account number that names no purchase, a wrong amount, another underwriter's
//   paybill, nothing due) waits in the back office's payment exceptions with M-Pesa's body, where an admin
//   matches it or refunds it. The payer's number is masked or hashed by Daraja, so nothing matches on it.
import { type PaybillTarget, paybillAccount, paybillVerdict, validationCodeOf } from '../../../domain/paybill';
import type { Clock } from '../../clock';
import type { C2bTransaction, C2bValidationAnswer } from '../../integrations/mpesa/daraja-c2b-shapes';
import type { PaymentOutcome } from '../../integrations/mpesa/daraja-outcome';
import type { NotificationOutbox } from '../notifications/notifications-service';
import type { Repositories, TransactionalRepositories } from '../repositories';
import { paidNews, type SettlementLog, settleInTransaction } from './payment-settlement';
import type { UnderwriterPaybills } from './underwriter-paybills';

type PaybillRowName =
  | 'catalogue'
  | 'coverEndorsements'
  | 'covers'
  | 'notifications'
  | 'paybillPayments'
  | 'sessions'
  | 'stkRequests'
  | 'unmatchedCallbacks'
  | 'users';
type PaybillRows = Pick<Repositories, PaybillRowName>;

/** Whole shillings, or NaN for anything else ("2551.50" pays no premium, and is kept as it came). */
const shillingsOf = (text: string) => {
  const amount = Number(text);
  return Number.isInteger(amount) ? amount : Number.NaN;
};

export function createPaybillService(deps: {
  repositories: TransactionalRepositories<PaybillRowName>;
  clock: Clock;
  paybills: UnderwriterPaybills;
  log: SettlementLog;
  notifications: Pick<NotificationOutbox, 'enqueue'>;
  /** After the commit of a payment that activated a cover or paid its items: its notifications go. */
  onPaid: (coverId: string) => void;
}) {
  /** What the account number names, and what it is waiting for. */
  async function targetOf(rows: PaybillRows, account: string | null): Promise<PaybillTarget | null> {
    const reference = paybillAccount(account);
    const cover = reference ? await rows.covers.findByReference(reference) : null;
    if (!cover) return null;
    const paybill = await deps.paybills.forProduct(rows, cover.productId);
    const waiting = cover.status === 'inactive' && cover.reviewStatus !== 'declined';
    const endorsement = cover.status === 'active' ? await rows.coverEndorsements.unpaidOf(cover.id) : null;
    return {
      coverId: cover.id,
      shortcode: paybill.shortcode,
      premiumDue: waiting ? cover.quotation : null,
      endorsementDue: endorsement ? { id: endorsement.id, amount: endorsement.amountDue } : null,
    };
  }

  const verdictOf = async (rows: PaybillRows, payment: C2bTransaction) =>
    paybillVerdict(await targetOf(rows, payment.BillRefNumber), {
      shortcode: payment.BusinessShortCode,
      amount: shillingsOf(payment.TransAmount),
    });

  async function confirmInTransaction(tx: PaybillRows, payment: C2bTransaction) {
    const now = deps.clock.now();
    const amount = shillingsOf(payment.TransAmount);
    const taken = await tx.paybillPayments.take({
      transId: payment.TransID,
      shortcode: payment.BusinessShortCode,
      account: (payment.BillRefNumber ?? '').slice(0, 40),
      amount: Number.isNaN(amount) ? Math.round(Number(payment.TransAmount) || 0) : amount,
      receivedAt: now,
    });
    if (!taken) return null;
    const verdict = await verdictOf(tx, payment);
    if (verdict.kind === 'problem') {
      const unmatchedCallbackId = await tx.unmatchedCallbacks.record({
        reason: `paybill_${verdict.problem}`,
        checkoutRequestId: null,
        reference: (payment.BillRefNumber ?? '').slice(0, 40),
        resultCode: 0,
        amount: Number.isNaN(amount) ? null : amount,
        mpesaReceiptNumber: payment.TransID,
        body: payment,
        receivedAt: now,
      });
      await tx.paybillPayments.settleAs(payment.TransID, { coverId: verdict.coverId, unmatchedCallbackId });
      deps.log.warn(
        { transId: payment.TransID, problem: verdict.problem, coverId: verdict.coverId },
        'paybill payment kept for the payment exceptions desk',
      );
      return null;
    }
    const contact = await tx.covers.contactOf(verdict.coverId);
    const row = await tx.stkRequests.insert({
      coverId: verdict.coverId,
      // Unique like every checkout id: the TransID pays once, whatever path saw it first.
      checkoutRequestId: `C2B-${payment.TransID}`,
      merchantRequestId: null,
      msisdn: contact?.msisdn ?? '',
      amount: verdict.amount,
      paybillShortcode: payment.BusinessShortCode,
      endorsementId: verdict.endorsementId,
      createdAt: now,
      updatedAt: now,
      // No prompt is open on any phone: it is settled in this same transaction.
      expiresAt: now,
    });
    const outcome: PaymentOutcome = {
      checkoutRequestId: `C2B-${payment.TransID}`,
      resultCode: 0,
      resultDesc: 'Paid by M-Pesa paybill.',
      amount,
      receiptNumber: payment.TransID,
      transactionDate: payment.TransTime,
    };
    const result = await settleInTransaction(tx, outcome, 'paybill', deps.clock, {
      stkRequestId: row.id,
      log: deps.log,
      notifications: deps.notifications,
    });
    await tx.paybillPayments.settleAs(payment.TransID, { coverId: verdict.coverId, stkRequestId: row.id });
    return result;
  }

  return {
    /** M-Pesa asks before completing a payment: take it only if it pays exactly what is due. */
    async validate(payment: C2bTransaction): Promise<C2bValidationAnswer> {
      const code = validationCodeOf(await verdictOf(deps.repositories, payment));
      return { ResultCode: code, ResultDesc: code === '0' ? 'Accepted' : 'Rejected' };
    },

    /** M-Pesa reports a completed payment: settled, or kept for a person; once per TransID. */
    async confirm(payment: C2bTransaction): Promise<void> {
      const result = await deps.repositories.transaction((tx) => confirmInTransaction(tx, payment));
      // After the commit: a notification must never announce a payment that was rolled back.
      const paidCover = result ? paidNews(result) : null;
      if (paidCover) deps.onPaid(paidCover);
    },
  };
}

export type PaybillService = ReturnType<typeof createPaybillService>;
