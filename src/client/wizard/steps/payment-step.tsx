import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { coverTypeLabels } from '../../../domain/cover-type';
import { formatShillings } from '../../../domain/money';
import { paybillMessages } from '../../../domain/paybill-messages';
import { paymentMessages } from '../../../domain/payment-messages';
import { paymentStepMessages } from '../../../domain/wizard/payment-step-messages';
import { wizardStepMessages } from '../../../domain/wizard-step-messages';
import { PaybillPanel } from '../../paybill/paybill-panel';
import { useBusyWhile } from '../../pwa/use-busy-while';
import { useOnline } from '../../pwa/use-online';
import { paths } from '../../routing/paths';
import { TextField } from '../../ui/text-field';
import { QueuedContactNotice } from '../contact/queued-contact-notice';
import { checkPayment, completeByPaybill, payNow, retryPayment } from '../payment/payment-actions';
import { PaymentInstructions } from '../payment/payment-instructions';
import { usePaymentPolling } from '../payment/use-payment-polling';
import { useWizard } from '../state/use-wizard';
import {
  activeBranch,
  defaultPaymentNumber,
  goToStep,
  previousStep,
  setPaymentNumber,
} from '../state/wizard-store';

/** Step 5, Complete Payment (point 2). */
export function PaymentStep() {
  const snap = useWizard();
  const policy = activeBranch(snap)?.selectedPolicy ?? null;
  const payment = snap.payment;
  const secondsLeft = usePaymentPolling(payment.phase === 'awaiting', payment.expiresAt);
  useBusyWhile(payment.phase === 'initiating' || payment.phase === 'awaiting');
  const online = useOnline();
  // 'You are offline' from an earlier press is out of date once the connection is back.
  const notice = online && payment.notice?.text === paymentMessages.offline ? null : payment.notice;

  // The M-Pesa number defaults to the contact step's (point 2).
  useEffect(defaultPaymentNumber, []);
  // Paying by paybill, chosen by the payer; a failure the prompt is unlikely to get past shows it at once.
  const [paybillChosen, setPaybillChosen] = useState(false);

  if (!policy) {
    return (
      <div className="wizard-step">
        <h2>{paymentMessages.noPolicyTitle}</h2>
        <button type="button" className="button button--primary" onClick={() => goToStep(4)}>
          {paymentMessages.goToReview}
        </button>
      </div>
    );
  }

  const typedNumber = payment.msisdn;
  const amount = payment.amount ?? policy.quotation;
  const ownership =
    snap.formNavigation.ownershipType === 'owner' ? wizardStepMessages.owner : wizardStepMessages.tenant;
  const busy = payment.phase === 'initiating';
  const locked = payment.phase === 'awaiting' || busy;
  const paybillOffered =
    payment.coverId !== null && (payment.phase === 'awaiting' || payment.phase === 'failed');
  const paybillShown =
    paybillOffered && (paybillChosen || (payment.phase === 'failed' && notice?.paybill === true));
  const paybill = payment.coverId !== null && paybillShown && (
    <PaybillPanel
      coverId={payment.coverId}
      paymentToken={payment.paymentToken ?? null}
      onPaid={completeByPaybill}
      headingLevel={payment.phase === 'failed' ? 3 : 2}
    />
  );
  const paybillOffer = paybillOffered && !paybillShown && (
    <button type="button" className="button button--ghost" onClick={() => setPaybillChosen(true)}>
      {paybillMessages.offer}
    </button>
  );

  return (
    <div className="wizard-step">
      <section className="summary-card summary-card--highlight" aria-labelledby="payment-summary-heading">
        <h2 id="payment-summary-heading">{policy.name}</h2>
        <dl className="review-list">
          <div>
            <dt>{wizardStepMessages.coverType}</dt>
            <dd>{coverTypeLabels[policy.cover_type]}</dd>
          </div>
          <div>
            <dt>{wizardStepMessages.ownership}</dt>
            <dd>{ownership}</dd>
          </div>
          <div>
            <dt>{paymentStepMessages.underwriter}</dt>
            <dd>{policy.under_writer.name}</dd>
          </div>
          <div className="review-list__total">
            <dt>{paymentStepMessages.amountToPay}</dt>
            <dd>{formatShillings(amount)}</dd>
          </div>
        </dl>
      </section>
      <QueuedContactNotice />
      <PaymentInstructions amount={amount} />

      <TextField
        label={paymentStepMessages.mpesaNumber}
        value={typedNumber}
        onChange={setPaymentNumber}
        inputMode="tel"
        autoComplete="tel"
        readOnly={locked}
        required
      />

      {notice && (
        <p
          className={`payment-notice payment-notice--${notice.tone}`}
          role={notice.tone === 'info' ? 'status' : 'alert'}
        >
          {notice.text}
        </p>
      )}
      {payment.phase === 'awaiting' && secondsLeft !== null && (
        <p className="payment-countdown" aria-live="off">
          {secondsLeft > 0
            ? paymentStepMessages.promptOpenFor({ seconds: secondsLeft })
            : paymentStepMessages.promptClosed}
        </p>
      )}
      {payment.phase === 'awaiting' && (paybill || paybillOffer)}

      {/* Pay Now and Retry Payment need the phone and a connection: said before the press, not after. */}
      {!online && payment.phase !== 'awaiting' && notice?.text !== paymentMessages.offline && (
        <p className="payment-notice payment-notice--warning" role="status">
          {paymentMessages.offline}
        </p>
      )}

      {payment.phase === 'failed' && (
        <section className="payment-failure" aria-labelledby="payment-failure-heading">
          <h2 id="payment-failure-heading">{paymentStepMessages.failedHeading}</h2>
          {notice?.nextStep && <p className="payment-failure__next-step">{notice.nextStep}</p>}
          <p>{paymentStepMessages.failedNote}</p>
          {paybill}
          <div className="wizard-actions">
            <Link href={paths.profile} className="button button--ghost">
              {paymentStepMessages.finishLater}
            </Link>
            {paybillOffer}
            <button type="button" className="button button--primary" onClick={() => void retryPayment()}>
              {paymentStepMessages.retryPayment}
            </button>
          </div>
        </section>
      )}

      <div className="wizard-actions">
        <button type="button" className="button button--ghost" onClick={previousStep} disabled={locked}>
          {wizardStepMessages.back}
        </button>
        {payment.phase === 'awaiting' ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => void checkPayment({ quiet: false })}
          >
            {paymentStepMessages.confirmPayment}
          </button>
        ) : payment.phase !== 'failed' ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => void payNow()}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? paymentStepMessages.sendingPrompt : paymentStepMessages.payNow}
          </button>
        ) : null}
      </div>
    </div>
  );
}
