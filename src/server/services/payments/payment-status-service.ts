// Payment status (point 7): our own record first. While a request is still pending a few seconds after
// the push, Daraja is asked too, in case its callback is late or lost; a final answer settles the request
// the same way the callback would (and never over a success).
import type { PaymentStatusResponse } from '../../../domain/api';
import type { Clock } from '../../clock';
import type { StkRequest } from '../../db/schema';
import { NotFoundError } from '../../http/app-errors';
import { type DarajaClient, DarajaError } from '../../integrations/mpesa/daraja-client';
import { paymentMessages } from './payment-messages';
import type { PaymentSettlement } from './payment-settlement';
import type { StkRequestsRepository } from './stk-requests-repository';

/** A callback normally arrives within seconds; asking Daraja sooner only adds load and latency. */
export const QUERY_AFTER_MS = 5_000;

export function toPaymentStatus(row: StkRequest): PaymentStatusResponse {
  const common = {
    cover_id: row.coverId,
    mpesa_receipt_number: row.mpesaReceiptNumber,
    amount: row.amount,
    transaction_date: row.transactionDate,
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
  stkRequests: StkRequestsRepository;
  daraja: DarajaClient;
  settlement: PaymentSettlement;
  clock: Clock;
  log: { warn(details: object, message: string): void };
}) {
  async function askDaraja(checkoutRequestId: string): Promise<void> {
    try {
      const result = await deps.daraja.stkQuery(checkoutRequestId);
      if (result.state === 'pending') return;
      await deps.settlement.settle(
        {
          checkoutRequestId,
          resultCode: result.resultCode,
          resultDesc: result.resultDesc,
        },
        'status_query',
      );
    } catch (error) {
      // Daraja unreachable or refusing: the answer is still "pending", and the callback may yet come.
      if (!(error instanceof DarajaError)) throw error;
      deps.log.warn({ checkoutRequestId, errorCode: error.errorCode }, error.message);
    }
  }

  return {
    async statusOf(checkoutRequestId: string): Promise<PaymentStatusResponse> {
      let row = await deps.stkRequests.findByCheckoutId(checkoutRequestId);
      if (!row) throw new NotFoundError('checkout_not_found', paymentMessages.checkoutNotFound);
      const age = deps.clock.now().getTime() - row.createdAt.getTime();
      if (row.status === 'pending' && age >= QUERY_AFTER_MS) {
        await askDaraja(checkoutRequestId);
        row = (await deps.stkRequests.findByCheckoutId(checkoutRequestId)) ?? row;
      }
      return toPaymentStatus(row);
    },
  };
}

export type PaymentStatusService = ReturnType<typeof createPaymentStatusService>;
