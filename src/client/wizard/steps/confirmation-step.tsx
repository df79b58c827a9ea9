import { useLocation } from 'wouter';
import { agency, telLink } from '../../../domain/business';
import { formatShillings } from '../../../domain/money';
import { paths } from '../../routing/paths';
import { useWizard } from '../state/use-wizard';
import { resetWizard } from '../state/wizard-store';

/** Step 6, Application Complete! (point 2). */
export function ConfirmationStep() {
  const [, navigate] = useLocation();
  const { payment, userDetails } = useWizard();
  return (
    <div className="wizard-step">
      <section className="summary-card summary-card--highlight" aria-labelledby="confirmation-heading">
        <h2 id="confirmation-heading">
          Thank you{userDetails.fullName ? `, ${userDetails.fullName.split(' ')[0]}` : ''}
        </h2>
        <dl className="review-list">
          {payment.policyId && (
            <div>
              <dt>Policy number</dt>
              <dd>{payment.policyId}</dd>
            </div>
          )}
          {payment.receipt && (
            <div>
              <dt>M-Pesa receipt</dt>
              <dd>{payment.receipt}</dd>
            </div>
          )}
          {payment.amount !== null && (
            <div>
              <dt>Paid</dt>
              <dd>{formatShillings(payment.amount)}</dd>
            </div>
          )}
        </dl>
      </section>
      <section className="summary-card" aria-labelledby="next-steps-heading">
        <h3 id="next-steps-heading">What happens next</h3>
        <ol className="payment-instructions">
          <li>An e-mail confirming your application arrives within 5 minutes.</li>
          <li>Our team and the insurer review it within 24-48 hours.</li>
          <li>Your policy documents are e-mailed to you once it is approved.</li>
        </ol>
      </section>
      <section className="summary-card" aria-labelledby="support-heading">
        <h3 id="support-heading">Questions? We are here</h3>
        <ul className="summary-card__items">
          {agency.phones.map((phone) => (
            <li key={phone}>
              <a href={telLink(phone)}>{phone}</a>
            </li>
          ))}
        </ul>
      </section>
      <div className="wizard-actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            resetWizard();
            navigate(paths.homePackage);
          }}
        >
          Start a New Quote
        </button>
      </div>
    </div>
  );
}
