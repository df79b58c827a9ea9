import { useCallback, useEffect, useRef, useState } from 'react';
import type { PaybillDetails } from '../../../domain/api/payments';
import { offersPaybillAtOnce } from '../../../domain/paybill-messages';
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
      /** Show the paybill at once: a failure the prompt is unlikely to get past soon, or a Retry's. */
      offerPaybill?: boolean;
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
  // Paid by paybill while a prompt was awaited: the prompt's checks stop, its outcome no longer matters.
  const settled = useRef(false);
  // A prompt that fails after an earlier one failed is a Retry that failed again.
  const failures = useRef(0);
  const failed = useCallback((phase: Extract<PortalPaymentPhase, { kind: 'failed' }>) => {
    if (!alive.current || settled.current) return;
    failures.current += 1;
    setPhase(failures.current > 1 ? { ...phase, offerPaybill: true } : phase);
  }, []);

  /** The paybill panel saw the payment arrive: the dialog shows its receipt and the list is refreshed. */
  const settle = useCallback(
    (details: PaybillDetails) => {
      if (!alive.current || settled.current) return;
      settled.current = true;
      setPhase({
        kind: 'success',
        receipt: {
          mpesa_receipt_number: details.payment?.mpesa_receipt_number ?? null,
          transaction_date: details.payment?.transaction_date ?? null,
          amount: details.payment?.amount ?? details.amount,
          status: details.payment?.status ?? 'success',
        },
      });
      onPaid();
    },
    [onPaid],
  );

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
        failed({ kind: 'failed', message, detail: null });
        return;
      }
      if (!checkoutId) {
        failed({ kind: 'failed', message: portalPaymentMessages.noCheckoutId, detail: null });
        return;
      }

      const startedAt = Date.now();
      let lastCheckFailed = false;
      for (;;) {
        if (!alive.current || settled.current) return;
        const waitedSeconds = Math.floor((Date.now() - startedAt) / 1000);
        setPhase({ kind: 'processing', step: 'confirmation', amount, waitedSeconds, limitSeconds });
        if (waitedSeconds >= limitSeconds) {
          const message = lastCheckFailed
            ? portalPaymentMessages.couldNotVerify
            : portalPaymentMessages.notConfirmed;
          failed({ kind: 'failed', message, detail: null });
          return;
        }
        await sleep(statusPollMs);
        if (!alive.current || settled.current) return;
        let reading: Awaited<ReturnType<typeof paymentStatus>>;
        try {
          reading = await paymentStatus(checkoutId, null);
          lastCheckFailed = false;
        } catch {
          // A dropped connection for one check is not a failed payment: the next check may get through.
          lastCheckFailed = true;
          continue;
        }
        if (!alive.current || settled.current) return;
        if (!('ResultCode' in reading)) {
          failed({ kind: 'failed', message: portalPaymentMessages.verificationFailed, detail: null });
          return;
        }
        const outcome = readPaymentOutcome(reading);
        if (outcome.kind === 'pending') continue;
        if (outcome.kind === 'failed') {
          failed({
            kind: 'failed',
            message: portalPaymentMessages.failed,
            detail: outcome.message,
            nextStep: outcome.nextStep,
            offerPaybill: offersPaybillAtOnce(reading.ResultCode, false),
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
        settled.current = true;
        onPaid();
        return;
      }
    },
    [coverId, onPaid, failed],
  );

  return { phase, pay, settle };
}
