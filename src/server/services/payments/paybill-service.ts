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
import type { CallbackAcknowledgement, PaybillDetails } from '../../../domain/api';
import {
  type PaybillTarget,
  paybillAccount,
  paybillVerdict,
  validationCodeOf,
} from '../../../domain/paybill';
import type { Clock } from '../../clock';
import { apiError } from '../../http/app-errors';
import {
  type C2bTransaction,
  C2bTransactionSchema,
  type C2bVersion,
} from '../../integrations/mpesa/daraja-c2b-shapes';
import type { DarajaClient } from '../../integrations/mpesa/daraja-client';
import { outcomeFromPaybill } from '../../integrations/mpesa/daraja-outcome';
import type { NotificationOutbox } from '../notifications/notifications-service';
import type { Repositories, TransactionalRepositories } from '../repositories';
import type { ServiceLog } from '../service-log';
import { readCallbackBody } from './callback-body';
import { callbackTokenCheck } from './callback-token';
import { paidNews, settleInTransaction } from './payment-settlement';
import { toPaymentStatus } from './payment-status-service';
import { mayActOnCover, type PaymentAccess } from './payment-token';
import type { UnderwriterPaybills } from './underwriter-paybills';

const ACCEPTED: CallbackAcknowledgement = { ResultCode: 0, ResultDesc: 'Accepted' };
/** Daraja's "other error": a body we cannot read is not a payment we can take. */
const UNREADABLE_REFUSAL = { ResultCode: 'C2B00016', ResultDesc: 'Rejected' } as const;

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

/** Larger than any M-Pesa payment, and than the integer columns the amount is kept in. */
const MAX_KEPT_AMOUNT = 2_147_483_647;

/**
 * Whole shillings, or NaN for anything no payment can be ("2551.50" pays no premium; ten billion is no
 * M-Pesa payment): such a payment pays nothing and waits for a person, its body kept as it came.
 */
const shillingsOf = (text: string) => {
  const amount = Number(text);
  return Number.isInteger(amount) && amount >= 0 && amount <= MAX_KEPT_AMOUNT ? amount : Number.NaN;
};

export function createPaybillService(deps: {
  repositories: TransactionalRepositories<PaybillRowName>;
  clock: Clock;
  paybills: UnderwriterPaybills;
  /** The secret path token M-Pesa's calls carry (the STK callback's). */
  callbackToken: string;
  log: ServiceLog;
  notifications: Pick<NotificationOutbox, 'enqueue'>;
  /** After the commit of a payment that activated a cover or paid its items: its notifications go. */
  onPaid: (coverId: string) => void;
}) {
  const tokenMatches = callbackTokenCheck(deps.callbackToken);
  const checkToken = (token: string) => {
    if (tokenMatches(token)) return;
    deps.log.warn({}, 'M-Pesa paybill call with a wrong token refused');
    throw apiError('not_found');
  };
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
      amount: Number.isNaN(amount) ? null : amount,
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
      checkoutRequestId: outcomeFromPaybill(payment).checkoutRequestId,
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
    const outcome = outcomeFromPaybill(payment);
    const result = await settleInTransaction(tx, outcome, 'paybill', deps.clock, {
      stkRequestId: row.id,
      log: deps.log,
      notifications: deps.notifications,
    });
    await tx.paybillPayments.settleAs(payment.TransID, { coverId: verdict.coverId, stkRequestId: row.id });
    return result;
  }

  /** What the cover is waiting for, for the page that offers the paybill. */
  async function dueOf(coverId: string) {
    const cover = await deps.repositories.covers.findById(coverId);
    if (!cover) return null;
    const target = await targetOf(deps.repositories, cover.reference);
    const entry = await deps.repositories.catalogue.productWithUnderwriter(cover.productId);
    return { cover, target, underwriter: entry?.underwriter.name ?? '' };
  }

  return {
    /** M-Pesa asks before completing a payment: take it only if it pays exactly what is due. */
    async validate(token: string, body: unknown) {
      checkToken(token);
      const parsed = C2bTransactionSchema.safeParse(body);
      if (!parsed.success) return UNREADABLE_REFUSAL;
      const code = validationCodeOf(await verdictOf(deps.repositories, parsed.data));
      return { ResultCode: code, ResultDesc: code === '0' ? ('Accepted' as const) : ('Rejected' as const) };
    },

    /** M-Pesa reports a completed payment: settled, or kept for a person; once per TransID. */
    async confirm(token: string, body: unknown): Promise<CallbackAcknowledgement> {
      checkToken(token);
      const { readable, stored } = readCallbackBody(body);
      const parsed = C2bTransactionSchema.safeParse(readable ? body : undefined);
      if (!parsed.success) {
        // Money may have moved: kept for a person, as an unreadable STK callback is.
        const id = await deps.repositories.unmatchedCallbacks.record({
          reason: 'unreadable',
          receivedAt: deps.clock.now(),
          body: stored,
        });
        deps.log.error({ unmatchedCallbackId: id }, 'M-Pesa paybill confirmation unreadable; stored');
        return ACCEPTED;
      }
      const result = await deps.repositories.transaction((tx) => confirmInTransaction(tx, parsed.data));
      // After the commit: a notification must never announce a payment that was rolled back.
      const paidCover = result ? paidNews(result) : null;
      if (paidCover) deps.onPaid(paidCover);
      return ACCEPTED;
    },

    /** The paybill, account number and amount for a purchase, and its payment once it has arrived. */
    async details(coverId: string, access: PaymentAccess): Promise<PaybillDetails> {
      const refused = apiError('payment_token_required');
      // Without any proof there is nothing to check: the same answer whether or not the cover exists.
      if (!access.token && !access.user) throw refused;
      const found = await dueOf(coverId);
      if (!found) throw apiError('cover_not_found');
      const { cover, target, underwriter } = found;
      if (!mayActOnCover(cover, access)) throw refused;
      if (cover.reviewStatus === 'declined' && cover.status === 'inactive') throw apiError('cover_declined');
      const due = target?.premiumDue ?? target?.endorsementDue?.amount ?? null;
      const paying =
        due === null ? await deps.repositories.stkRequests.findLatestPaidForCover(cover.id) : null;
      return {
        business_number: target?.shortcode ?? '',
        account_number: cover.reference,
        amount: due ?? paying?.amount ?? cover.quotation,
        underwriter,
        paid: due === null,
        payment: paying ? toPaymentStatus(paying, cover) : null,
      };
    },

    /**
     * Tells M-Pesa where each underwriter's paybill reports its payments. Registering is Daraja's one-off
     * set-up per shortcode (production refuses a second registration, which is logged, never fatal).
     */
    async registerUrls(
      daraja: DarajaClient,
      version: C2bVersion,
      urls: { confirmationUrl: string; validationUrl: string },
    ): Promise<void> {
      for (const shortcode of deps.paybills.shortcodes()) {
        try {
          await daraja.registerC2bUrls({ shortcode, version, ...urls });
        } catch (error) {
          deps.log.warn(
            { shortcode, reason: error instanceof Error ? error.message : String(error) },
            'M-Pesa refused to register the paybill URLs',
          );
        }
      }
    },
  };
}

export type PaybillService = ReturnType<typeof createPaybillService>;
