import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { agency, telLink } from '../../../domain/business';
import { confirmationMessages } from '../../../domain/confirmation-messages';
import { formatShillings } from '../../../domain/money';
import { policyNumberText } from '../../../domain/policy-label';
import { paths } from '../../routing/paths';
import { confirmationTimeLeft, isConfirmation } from '../state/purchase-confirmation';
import { forgetSettledPurchase } from '../state/settled-purchase-access';
import { useWizard } from '../state/use-wizard';
import type { WizardDraft } from '../state/wizard-draft';
import { resetWizard } from '../state/wizard-store';
import { ConfirmationLinks } from './confirmation-links';

/**
 * Step 6, Application Complete! (point 2). It greets no one by name: the device no longer holds the buyer's
 * details (purchase-confirmation.ts), and the next person to pick up a shared phone need not learn them.
 */
export function ConfirmationStep() {
  const [, navigate] = useLocation();
  const snap = useWizard();
  const { payment } = snap;
  useForgottenAfterHalfAnHour(snap);
  return (
    <div className="wizard-step">
      <section className="summary-card summary-card--highlight" aria-labelledby="confirmation-heading">
        <h2 id="confirmation-heading">{confirmationMessages.thankYou}</h2>
        <dl className="review-list">
          {payment.reference && (
            <div>
              <dt>{confirmationMessages.policyNumber}</dt>
              <dd>{policyNumberText({ policyNumber: null, reference: payment.reference })}</dd>
            </div>
          )}
          {payment.receipt && (
            <div>
              <dt>{confirmationMessages.mpesaReceipt}</dt>
              <dd>{payment.receipt}</dd>
            </div>
          )}
          {payment.amount !== null && (
            <div>
              <dt>{confirmationMessages.paid}</dt>
              <dd>{formatShillings(payment.amount)}</dd>
            </div>
          )}
        </dl>
      </section>
      <section className="summary-card" aria-labelledby="next-steps-heading">
        <h3 id="next-steps-heading">{confirmationMessages.whatNext}</h3>
        <ol className="payment-instructions">
          <li>{confirmationMessages.emailArrives}</li>
          <li>{confirmationMessages.review}</li>
          <li>{confirmationMessages.documents}</li>
        </ol>
      </section>
      <section className="summary-card" aria-labelledby="support-heading">
        <h3 id="support-heading">{confirmationMessages.questions}</h3>
        <ul className="summary-card__items">
          {agency.phones.map((phone) => (
            <li key={phone}>
              <a href={telLink(phone)}>{phone}</a>
            </li>
          ))}
        </ul>
      </section>
      {payment.policyId && (
        <ConfirmationLinks
          coverId={payment.policyId}
          receipt={payment.receipt}
          reference={payment.reference ?? null}
        />
      )}
      <div className="wizard-actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            forgetSettledPurchase();
            resetWizard();
            navigate(paths.homePackage);
          }}
        >
          {confirmationMessages.startNewQuote}
        </button>
      </div>
    </div>
  );
}

/** A page left open on the confirmation starts afresh once its half hour is over, and the autosave saves that. */
function useForgottenAfterHalfAnHour(draft: WizardDraft): void {
  const settled = isConfirmation(draft);
  const { confirmedAt } = draft.payment;
  useEffect(() => {
    if (!settled) return;
    const forget = setTimeout(resetWizard, confirmationTimeLeft(confirmedAt, Date.now()));
    return () => clearTimeout(forget);
  }, [settled, confirmedAt]);
}
