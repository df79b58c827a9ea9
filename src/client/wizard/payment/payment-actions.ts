// The wizard's payment sub-states (point 4): idle → initiating → awaiting confirmation → confirmed or
// failed; Retry re-sends the prompt and returns to awaiting. State lives in the draft (wizard.payment).
import type { PaybillDetails, StkPushResponse } from '../../../domain/api/payments';
import { offersPaybillAtOnce } from '../../../domain/paybill-messages';
import { paymentMessages } from '../../../domain/payment-messages';
import { readPaymentOutcome } from '../../../domain/payment-outcome';
import { isMpesaNumber, normaliseMsisdn } from '../../../domain/phone';
import { failureMessage } from '../../api/failure-message';
import { ApiRequestError } from '../../api/http';
import { buyCover, paymentStatus, resendPrompt } from '../../api/payments-api';
import { showToast } from '../../ui/toast';
import { contactSaveBlockingPayment } from '../contact/queued-contact-save';
import { buyRequestOf } from '../state/buy-request';
import { rememberSettledPurchase } from '../state/settled-purchase-access';
import { idlePayment } from '../state/wizard-draft';
import { keepOnlyConfirmation, wizard, wizardSnapshot } from '../state/wizard-store';

/** Point 5: required, then valid; null when the number may be used. */
export function paymentNumberProblem(typed: string): string | null {
  if (typed.trim() === '') return paymentMessages.numberRequired;
  return isMpesaNumber(typed) ? null : paymentMessages.numberInvalid;
}

function awaitConfirmation(response: StkPushResponse): void {
  const payment = wizard.payment;
  payment.coverId = response.data.cover_id;
  // Only the buy answer carries it; a retry's answer keeps the one the page has.
  if (response.data.payment_token) payment.paymentToken = response.data.payment_token;
  payment.policyId = response.policyId;
  payment.reference = response.reference;
  payment.transactionId = response.transaction_id;
  payment.amount = response.data.amount;
  payment.checkoutRequestId = response.checkout_request_id || response.data.checkout_request_id;
  payment.expiresAt = Date.now() + response.data.expires_in * 1000;
  payment.phase = 'awaiting';
  // This prompt is answered: the next failure's Retry is a new request with a key of its own.
  payment.retryKey = null;
  payment.notice = { tone: 'info', text: response.message || response.data.response_description };
  if (!payment.checkoutRequestId) {
    payment.notice = { tone: 'warning', text: paymentMessages.missingReference };
    void showToast('warning', paymentMessages.missingReference);
  }
}

function fail(
  tone: 'warning' | 'error',
  text: string,
  nextStep: string | null = null,
  paybill = false,
): void {
  wizard.payment.phase = 'failed';
  wizard.payment.notice = {
    tone,
    text,
    ...(nextStep ? { nextStep } : {}),
    ...(paybill ? { paybill } : {}),
  };
  void showToast(tone, text);
}

/**
 * Point 8's Retry Payment failures: the server's own words when it gave some; otherwise whether it
 * answered at all (refused, or no answer: offline, timed out); anything else went wrong in the page.
 */
function retryFailureMessage(error: unknown): string {
  return failureMessage(error, {
    answered: paymentMessages.reinitiateRefused,
    thrown:
      error instanceof ApiRequestError
        ? paymentMessages.reinitiateUnanswered
        : paymentMessages.reinitiateFailed,
  });
}

/** A press while the contact details are being sent first waits for that, not a second purchase. */
let contactCheck: Promise<string | null> | null = null;

/** Pay Now: creates the cover and sends the prompt (or re-sends it once a cover exists). */
export async function payNow(): Promise<void> {
  const payment = wizard.payment;
  // A second press while the first is on its way would only meet the first's Idempotency-Key (409).
  if (payment.phase !== 'idle') return;
  const problem = paymentNumberProblem(payment.msisdn);
  if (problem) {
    payment.notice = { tone: 'error', text: problem };
    return;
  }
  // Payment is never queued for later: the prompt must reach the phone now.
  if (!navigator.onLine) {
    payment.notice = { tone: 'warning', text: paymentMessages.offline };
    return;
  }
  // Contact details saved offline go first: no payment starts while they wait.
  if (contactCheck) return;
  contactCheck = contactSaveBlockingPayment().catch(() => null);
  const waiting = await contactCheck;
  contactCheck = null;
  if (waiting) {
    payment.notice = { tone: 'warning', text: waiting };
    return;
  }
  if (payment.coverId) {
    await retryPayment();
    return;
  }
  const msisdn = normaliseMsisdn(payment.msisdn) ?? payment.msisdn;
  const body = buyRequestOf(wizardSnapshot(), msisdn);
  if (!body) return;
  payment.phase = 'initiating';
  payment.notice = null;
  payment.buyKey ??= crypto.randomUUID();
  try {
    awaitConfirmation(await buyCover(body, payment.buyKey));
    payment.retried = false;
  } catch (error) {
    payment.phase = 'idle';
    if (error instanceof ApiRequestError && error.status === 422) {
      // The key belongs to a request the server already ran with other details: the page stopped
      // waiting for its answer (10 s) but it went through, and the visitor has since changed the number.
      // Keeping the key would be refused forever; a new one makes the changed request a purchase of its
      // own. The earlier cover stays, unpaid unless its own prompt was paid, in the client portal.
      payment.buyKey = null;
      payment.notice = { tone: 'warning', text: paymentMessages.detailsChanged };
      void showToast('warning', paymentMessages.detailsChanged);
      return;
    }
    const text = failureMessage(error, {
      answered: paymentMessages.initiateFailed,
      thrown: paymentMessages.unexpected,
    });
    payment.notice = { tone: 'error', text };
    void showToast('error', text);
  }
}

/**
 * A draft saved before payment tokens existed holds a cover this page may no longer retry (the server
 * answers 403). Its cover stays unpaid in the client portal; Pay Now buys anew, with a token this time.
 */
function startPurchaseAgain(): void {
  Object.assign(wizard.payment, {
    ...idlePayment(),
    msisdn: wizard.payment.msisdn,
    notice: { tone: 'warning', text: paymentMessages.restartPurchase },
  });
  void showToast('warning', paymentMessages.restartPurchase);
}

/** Retry Payment: a fresh prompt for the same cover (or the one still open on the phone). */
export async function retryPayment(): Promise<void> {
  const payment = wizard.payment;
  if (payment.phase !== 'idle' && payment.phase !== 'failed') return;
  if (!payment.coverId) {
    fail('error', paymentMessages.noCoverId);
    return;
  }
  if (!payment.paymentToken) {
    startPurchaseAgain();
    return;
  }
  const problem = paymentNumberProblem(payment.msisdn);
  if (problem) {
    payment.notice = { tone: 'error', text: problem };
    return;
  }
  if (!navigator.onLine) {
    payment.notice = { tone: 'warning', text: paymentMessages.offline };
    return;
  }
  payment.phase = 'initiating';
  // Kept in the draft until a prompt is answered, so a press after a dropped answer (or a reload)
  // replays the same request instead of asking for another prompt.
  payment.retryKey ??= crypto.randomUUID();
  try {
    const answer = await resendPrompt(
      payment.coverId,
      normaliseMsisdn(payment.msisdn) ?? payment.msisdn,
      payment.retryKey,
      payment.paymentToken,
    );
    awaitConfirmation(answer);
    payment.retried = true;
  } catch (error) {
    // A Retry that fails is the moment to offer the paybill instead.
    fail('error', retryFailureMessage(error), null, true);
  }
}

/** The payment has settled: the step gives way to Application Complete! with the receipt and amount. */
function completePurchase(receipt: string | null, amount: number | null, message: string): void {
  const payment = wizard.payment;
  // Settled: the token and the buyer's details have served, and are forgotten with the step's change;
  // only this page's memory keeps the token and the phone a while, for the receipt and the sign-in.
  if (payment.coverId) {
    rememberSettledPurchase({
      coverId: payment.coverId,
      paymentToken: payment.paymentToken ?? null,
      phone: wizard.userDetails.mpesaNumber,
    });
  }
  keepOnlyConfirmation(
    {
      policyId: payment.policyId,
      // A payment started by an older build has no reference: it keeps naming the cover by its id.
      reference: payment.reference ?? payment.policyId,
      receipt,
      amount,
    },
    Date.now(),
  );
  void showToast('success', message);
}

/**
 * The paybill panel saw the payment arrive (by paybill, or the prompt paid meanwhile): the step completes
 * as a prompt's success does. Only a step still waiting for its payment completes, and only once.
 */
export function completeByPaybill(details: PaybillDetails): void {
  const phase = wizard.payment.phase;
  if (phase !== 'awaiting' && phase !== 'failed' && phase !== 'idle') return;
  if (!wizard.payment.coverId) return;
  completePurchase(
    details.payment?.mpesa_receipt_number ?? null,
    details.payment?.amount ?? details.amount,
    paymentMessages.confirmed,
  );
}

/**
 * Confirm Payment (and the automatic check): asks for the prompt's status. `quiet` checks leave a
 * pending result unannounced.
 */
export async function checkPayment({ quiet }: { quiet: boolean }): Promise<void> {
  const payment = wizard.payment;
  if (!payment.checkoutRequestId) {
    // Confirm Payment pressed, or the automatic verification: both in point 8's words.
    fail('error', quiet ? paymentMessages.missingCheckoutForVerification : paymentMessages.noCheckoutId);
    return;
  }
  try {
    const status = await paymentStatus(payment.checkoutRequestId, payment.paymentToken ?? null);
    if (wizard.payment.phase !== 'awaiting') return;
    // Without the token the server tells only the status: no reason for a failure, no receipt.
    const outcome =
      'ResultCode' in status
        ? readPaymentOutcome(status)
        : readPaymentOutcome({
            status: status.status,
            ResultCode: null,
            errorMessage: status.status === 'failed' ? paymentMessages.failedWithoutReason : null,
          });
    if (outcome.kind === 'confirmed') {
      completePurchase(
        'mpesa_receipt_number' in status ? status.mpesa_receipt_number : null,
        payment.amount,
        outcome.message,
      );
    } else if (outcome.kind === 'failed') {
      const resultCode = 'ResultCode' in status ? status.ResultCode : null;
      fail(
        outcome.tone,
        outcome.message,
        outcome.nextStep,
        offersPaybillAtOnce(resultCode, payment.retried === true),
      );
    } else if (!quiet) {
      payment.notice = { tone: 'info', text: paymentMessages.stillWaiting };
    }
  } catch (error) {
    if (!quiet) {
      payment.notice = {
        tone: 'error',
        text: failureMessage(error, {
          answered: paymentMessages.statusFailed,
          thrown: paymentMessages.unableToVerify,
        }),
      };
    }
  }
}
