// Payment status (point 7): our own record first. While a request is still pending a few seconds after
// the push, Daraja is asked too, in case its callback is late or lost, but at most once every 10 s per
// request however many pages poll; a final answer settles the request the same way the callback would
// (and never over a success). "Not yet" answers (4999, 500.001.1001) and a failure heard while the prompt
// is still open leave it pending: only the callback or a final answer after the prompt closed settles it.
// Its details (receipt, cover, amount, dates) only go to the buyer (the payment token, or the signed-in
// holder); anyone else with a checkout id learns pending, success or failed.
import type { PaymentStatusResponse, PaymentStatusSummary } from '../../../domain/api';
import { paymentMessages } from '../../../domain/payment-messages';
import type { Clock } from '../../clock';
import type { Cover, StkRequest } from '../../db/schema';
import { apiError } from '../../http/app-errors';
import { type DarajaClient, DarajaError } from '../../integrations/mpesa/daraja-client';
import type { Repositories } from '../repositories';
import type { ServiceLog } from '../service-log';
import type { PaymentSettlement } from './payment-settlement';
import { mayActOnCover, type PaymentAccess } from './payment-token';
import type { UnderwriterPaybills } from './underwriter-paybills';

/** A callback normally arrives within seconds; asking Daraja sooner only adds load and latency. */
export const QUERY_AFTER_MS = 5_000;
/** The wizard polls every 4 s and a visitor may open two tabs: Daraja hears about a request this often. */
export const QUERY_AT_MOST_EVERY_MS = 10_000;

export function toPaymentStatus(
  row: StkRequest,
  cover: Pick<Cover, 'status' | 'reference'>,
): PaymentStatusResponse {
  const common = {
    cover_id: row.coverId,
    reference: cover.reference,
    mpesa_receipt_number: row.mpesaReceiptNumber,
    amount: row.amount,
    transaction_date: row.transactionDate,
    cover_status: cover.status,
  };
  if (row.status === 'pending') {
    return {
      ...common,
      status: 'pending',
      ResultCode: null,
      ResultDesc: paymentMessages.stillProcessing,
      errorMessage: paymentMessages.stillProcessing,
    };
  }
  const resultDesc = row.resultDesc ?? '';
  // No M-Pesa code (our own finding: amount mismatch, no answer from M-Pesa): the description is written
  // for the payer, and point 7's client shows errorMessage for it.
  if (row.status === 'failed' && row.resultCode === null) {
    return {
      ...common,
      status: 'failed',
      ResultCode: null,
      ResultDesc: resultDesc,
      errorMessage: resultDesc,
    };
  }
  return { ...common, status: row.status, ResultCode: row.resultCode, ResultDesc: resultDesc };
}

export function createPaymentStatusService(deps: {
  repositories: Pick<Repositories, 'catalogue' | 'covers' | 'stkRequests'>;
  daraja: DarajaClient;
  settlement: PaymentSettlement;
  paybills: UnderwriterPaybills;
  clock: Clock;
  log: Pick<ServiceLog, 'warn'>;
}) {
  const { stkRequests, covers } = deps.repositories;

  async function askDaraja(row: StkRequest, checkoutRequestId: string): Promise<void> {
    const now = deps.clock.now();
    if (now.getTime() - row.createdAt.getTime() < QUERY_AFTER_MS) return;
    if (!(await stkRequests.claimQuery(row.id, now, QUERY_AT_MOST_EVERY_MS))) return;
    try {
      const paybill = await deps.paybills.forRequest(deps.repositories, row);
      const result = await deps.daraja.stkQuery(checkoutRequestId, paybill);
      if (result.state === 'final') {
        const settled = await deps.settlement.settle(
          { checkoutRequestId, resultCode: result.resultCode, resultDesc: result.resultDesc },
          'status_query',
        );
        if (settled.kind !== 'deferred') return;
      }
    } catch (error) {
      // Daraja unreachable or refusing: the answer is still "pending", and the callback may yet come.
      if (!(error instanceof DarajaError)) throw error;
      deps.log.warn({ checkoutRequestId, errorCode: error.errorCode }, error.message);
    }
    await stkRequests.countUnsettledQuery(row.id);
  }

  return {
    async statusOf(
      checkoutRequestId: string,
      access: PaymentAccess,
    ): Promise<PaymentStatusResponse | PaymentStatusSummary> {
      let row = await stkRequests.findByCheckoutId(checkoutRequestId);
      if (!row) throw apiError('checkout_not_found');
      if (row.status === 'pending') {
        await askDaraja(row, checkoutRequestId);
        row = (await stkRequests.findByCheckoutId(checkoutRequestId)) ?? row;
      }
      const cover = await covers.findById(row.coverId);
      if (!cover || !mayActOnCover(cover, access)) return { status: row.status };
      return toPaymentStatus(row, cover);
    },
  };
}
