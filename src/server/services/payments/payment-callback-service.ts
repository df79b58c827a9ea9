// M-Pesa's callback, the source of truth of a payment. It is reached only through a secret path token
// (Daraja signs nothing, so the unguessable URL is what tells Safaricom from a forger), compared in
// constant time. Daraja gets its acknowledgement whatever the body says: it does not act on a refusal.
// A callback that matches no request, or cannot be read, may still mean money moved, so it is stored in
// unmatched_mpesa_callbacks for a person to follow up, and logged without the payer's number or receipt.
import type { CallbackAcknowledgement } from '../../../domain/api';
import type { Clock } from '../../clock';
import { apiError } from '../../http/app-errors';
import { outcomeFromCallback } from '../../integrations/mpesa/daraja-outcome';
import { StkCallbackSchema } from '../../integrations/mpesa/daraja-shapes';
import type { ServiceLog } from '../service-log';
import { readCallbackBody as readBody } from './callback-body';
import { callbackTokenCheck } from './callback-token';
import type { PaymentSettlement } from './payment-settlement';
import type { UnmatchedCallbacksRepository } from './unmatched-callbacks-repository';

const ACCEPTED: CallbackAcknowledgement = { ResultCode: 0, ResultDesc: 'Accepted' };

export function createPaymentCallbackService(deps: {
  callbackToken: string;
  settlement: PaymentSettlement;
  unmatched: UnmatchedCallbacksRepository;
  /** Stamps a stored callback, so its age in the back office reads the same clock as everything else. */
  clock: Clock;
  log: ServiceLog;
}) {
  const tokenMatches = callbackTokenCheck(deps.callbackToken);
  return {
    /** `reference` is our own STK request id, from the callback URL the push named (absent on old URLs). */
    async receive(token: string, body: unknown, reference?: string): Promise<CallbackAcknowledgement> {
      if (!tokenMatches(token)) {
        deps.log.warn({}, 'M-Pesa callback with a wrong token refused');
        throw apiError('not_found');
      }
      const { readable, stored } = readBody(body);
      const parsed = StkCallbackSchema.safeParse(readable ? body : undefined);
      if (!parsed.success) {
        const id = await deps.unmatched.record({
          reason: 'unreadable',
          reference: reference ?? null,
          receivedAt: deps.clock.now(),
          body: stored,
        });
        deps.log.error(
          { unmatchedCallbackId: id, issues: parsed.error.issues.length },
          'M-Pesa callback with an unreadable body stored for follow-up',
        );
        return ACCEPTED;
      }
      const outcome = outcomeFromCallback(parsed.data);
      const result = await deps.settlement.settle(outcome, 'callback', reference);
      if (result.kind === 'unknown') {
        const id = await deps.unmatched.record({
          reason: 'unknown_request',
          checkoutRequestId: outcome.checkoutRequestId,
          reference: reference ?? null,
          resultCode: outcome.resultCode,
          amount: outcome.amount ?? null,
          mpesaReceiptNumber: outcome.receiptNumber ?? null,
          body: parsed.data,
          receivedAt: deps.clock.now(),
        });
        const details = {
          unmatchedCallbackId: id,
          checkoutRequestId: outcome.checkoutRequestId,
          resultCode: outcome.resultCode,
        };
        const message = 'M-Pesa callback for an unknown request stored for follow-up';
        // A success here is money received with no cover to show for it: an error, for a person to act on.
        if (outcome.resultCode === 0) deps.log.error(details, message);
        else deps.log.warn(details, message);
      } else {
        deps.log.info(
          { checkoutRequestId: outcome.checkoutRequestId, result: result.kind },
          'M-Pesa callback',
        );
      }
      return ACCEPTED;
    },
  };
}
