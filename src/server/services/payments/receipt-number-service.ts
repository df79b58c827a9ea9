// M-Pesa's receipt number for a payment settled without its callback: a status query says the
// payment went through, but only the callback carries the receipt number, and Daraja sends it once. So the
// reconciler asks Daraja's Transaction Status about such a success (at once when it settled it itself: the
// callback is known lost; a minute after a status check's success, which the callback usually follows),
// again every few minutes while no Result brings the number, and stops after a few asks. The Result comes
// asynchronously to our ResultURL, behind the callback's secret token; a Result that names a completed
// transaction of the amount asked gives the row its number, and the payment's e-mail and SMS, which wait
// for it, go at once. Until then the documents show the CheckoutRequestID, the number to follow.
import type { CallbackAcknowledgement } from '../../../domain/api';
import type { Clock } from '../../clock';
import { apiError } from '../../http/app-errors';
import { type DarajaClient, DarajaError } from '../../integrations/mpesa/daraja-client';
import { TransactionStatusResultSchema } from '../../integrations/mpesa/daraja-shapes';
import { receiptFromResult } from '../../integrations/mpesa/daraja-transaction-status';
import type { TransactionalRepositories } from '../repositories';
import type { ServiceLog } from '../service-log';
import { callbackTokenCheck } from './callback-token';
import { RECEIPT_WAIT_MS } from './payment-notices';
import type { UnderwriterPaybills } from './underwriter-paybills';

/** Between two asks about one payment: a Result usually comes within seconds. */
export const RECEIPT_ASK_EVERY_MS = 5 * 60_000;
/** Asks before giving up; the documents then keep the CheckoutRequestID. */
export const MAX_RECEIPT_ASKS = 5;
const BATCH_SIZE = 10;

const ACCEPTED: CallbackAcknowledgement = { ResultCode: 0, ResultDesc: 'Accepted' };

export function createReceiptNumberService(deps: {
  repositories: TransactionalRepositories<
    'catalogue' | 'covers' | 'missingReceipts' | 'notifications' | 'stkRequests'
  >;
  daraja: DarajaClient;
  paybills: UnderwriterPaybills;
  clock: Clock;
  callbackToken: string;
  /** Where Daraja posts the Result about this STK request. */
  resultUrl: (stkRequestId: string) => string;
  /** After the commit of a receipt number: the payment's waiting e-mail and SMS may go. */
  onReceipt: (coverId: string) => void;
  log: Pick<ServiceLog, 'info' | 'warn'>;
}) {
  const { repositories, clock, log } = deps;
  const tokenMatches = callbackTokenCheck(deps.callbackToken);

  return {
    /** Asks Daraja about the successes due an ask; returns how many it asked about. */
    async askForMissing(): Promise<number> {
      const now = clock.now();
      const claimed = await repositories.transaction((tx) =>
        tx.missingReceipts.claimMissingReceipts({
          now,
          settledBefore: new Date(now.getTime() - RECEIPT_WAIT_MS),
          askedBefore: new Date(now.getTime() - RECEIPT_ASK_EVERY_MS),
          maxAsks: MAX_RECEIPT_ASKS,
          limit: BATCH_SIZE,
        }),
      );
      let asked = 0;
      for (const row of claimed) {
        const paybill = await deps.paybills.forRequest(repositories, row);
        const details = { coverId: row.coverId, stkRequestId: row.id, asks: row.receiptAsks };
        // A paybill without a Transaction Status operator configured cannot ask; the claim still counts,
        // so the row leaves the queue after its asks instead of coming back on every pass.
        if (!paybill.initiator || !row.checkoutRequestId) continue;
        try {
          await deps.daraja.transactionStatus({
            checkoutRequestId: row.checkoutRequestId,
            paybill: { ...paybill, initiator: paybill.initiator },
            resultUrl: deps.resultUrl(row.id),
          });
          asked += 1;
          if (row.receiptAsks >= MAX_RECEIPT_ASKS) {
            log.warn(
              details,
              'last ask for the M-Pesa receipt number; the documents keep "to follow" if none comes',
            );
          }
        } catch (error) {
          if (!(error instanceof DarajaError)) throw error;
          log.warn({ ...details, errorCode: error.errorCode }, error.message);
        }
      }
      return asked;
    },

    /** Daraja's Result (or queue timeout) for the request `reference` names; acknowledged whatever it says. */
    async receiveResult(token: string, body: unknown, reference?: string): Promise<CallbackAcknowledgement> {
      if (!tokenMatches(token)) {
        log.warn({}, 'M-Pesa transaction status result with a wrong token refused');
        throw apiError('not_found');
      }
      const parsed = TransactionStatusResultSchema.safeParse(body);
      const row = reference ? await repositories.stkRequests.findById(reference) : null;
      if (!parsed.success || !row) {
        log.warn(
          { stkRequestId: reference ?? null, readable: parsed.success },
          'M-Pesa transaction status result for no request we know, or unreadable; ignored',
        );
        return ACCEPTED;
      }
      const found = receiptFromResult(parsed.data.Result);
      const details = { coverId: row.coverId, stkRequestId: row.id };
      if (found.kind === 'none') {
        log.info(
          { ...details, resultCode: found.resultCode },
          'M-Pesa transaction status result without a receipt',
        );
        return ACCEPTED;
      }
      if (found.amount !== row.amount) {
        log.warn(
          { ...details, amount: found.amount },
          'M-Pesa transaction status result for another amount; ignored',
        );
        return ACCEPTED;
      }
      const now = clock.now();
      const added = await repositories.transaction(async (tx) => {
        const recorded = await tx.missingReceipts.addStatusReceipt(row.id, {
          mpesaReceiptNumber: found.receiptNumber,
          transactionDate: found.transactionDate,
          at: now,
        });
        if (recorded) await tx.notifications.dueNow(row.coverId, now);
        return recorded;
      });
      if (added) deps.onReceipt(row.coverId);
      log.info({ ...details, added }, 'M-Pesa transaction status result');
      return ACCEPTED;
    },
  };
}

export type ReceiptNumberService = ReturnType<typeof createReceiptNumberService>;
