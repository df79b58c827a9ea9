import { useSnapshot } from 'valtio/react';
import { agency, telLink } from '../../../domain/business';
import { formatShillings } from '../../../domain/money';
import { activeBranch, previousStep, wizard } from '../state/wizard-store';

/**
 * Step 5, Complete Payment. The M-Pesa prompt arrives with the payment work; until then this step says
 * plainly how to pay, so a visitor who got this far is not stranded.
 */
export function PaymentStep() {
  const snap = useSnapshot(wizard);
  const policy = activeBranch(snap as typeof wizard)?.selectedPolicy;
  const [phone] = agency.phones;
  return (
    <div className="wizard-step">
      {policy && (
        <p className="summary-card__row summary-card">
          <strong>{policy.name}</strong>
          <span>{formatShillings(policy.quotation)}</span>
        </p>
      )}
      <p className="coming-next">
        Paying online with M-Pesa is almost ready. Your quote and details are saved on this phone; to pay
        today, call us on <a href={telLink(phone)}>{phone}</a> or dial <strong>{agency.ussdCode}</strong>.
      </p>
      <div className="wizard-actions">
        <button type="button" className="button button--ghost" onClick={previousStep}>
          Back
        </button>
      </div>
    </div>
  );
}
