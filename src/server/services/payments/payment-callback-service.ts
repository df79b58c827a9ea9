// M-Pesa's callback, the source of truth of a payment. It is reached only through a secret path token
// (Daraja signs nothing, so the unguessable URL is what tells Safaricom from a forger), compared in
// constant time. Daraja gets its acknowledgement whatever the body says: it does not act on a refusal,
// and an unknown or malformed callback is logged for a person to look at.
import { createHash, timingSafeEqual } from 'node:crypto';
import { NotFoundError } from '../../http/app-errors';
import { outcomeFromCallback } from '../../integrations/mpesa/daraja-outcome';
import { StkCallbackSchema } from '../../integrations/mpesa/daraja-shapes';
import type { PaymentSettlement } from './payment-settlement';

export interface CallbackAcknowledgement {
  ResultCode: 0;
  ResultDesc: 'Accepted';
}

const ACCEPTED: CallbackAcknowledgement = { ResultCode: 0, ResultDesc: 'Accepted' };

// Hashing first gives equal-length inputs, so the comparison's time says nothing about the token's length.
const digest = (text: string) => createHash('sha256').update(text).digest();

export function createPaymentCallbackService(deps: {
  callbackToken: string;
  settlement: PaymentSettlement;
  log: { warn(details: object, message: string): void; info(details: object, message: string): void };
}) {
  const expected = digest(deps.callbackToken);
  return {
    async receive(token: string, body: unknown): Promise<CallbackAcknowledgement> {
      if (!timingSafeEqual(digest(token), expected)) {
        deps.log.warn({}, 'M-Pesa callback with a wrong token refused');
        throw new NotFoundError('not_found', 'Not found.');
      }
      const parsed = StkCallbackSchema.safeParse(body);
      if (!parsed.success) {
        deps.log.warn(
          { issues: parsed.error.issues.length },
          'M-Pesa callback with an unreadable body ignored',
        );
        return ACCEPTED;
      }
      const outcome = outcomeFromCallback(parsed.data);
      const result = await deps.settlement.settle(outcome, 'callback');
      if (result.kind === 'unknown') {
        deps.log.warn(
          { checkoutRequestId: outcome.checkoutRequestId },
          'M-Pesa callback for an unknown request ignored',
        );
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

export type PaymentCallbackService = ReturnType<typeof createPaymentCallbackService>;
