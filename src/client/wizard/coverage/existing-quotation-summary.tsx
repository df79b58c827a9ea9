import { formatShillings } from '../../../domain/money';
import { summariseQuotation } from '../../../domain/quotation-summary';
import { coverageStepMessages } from '../../../domain/wizard/coverage-step-messages';
import { wizardStepMessages } from '../../../domain/wizard-step-messages';
import { goToStep } from '../state/wizard-store';

/** Point 2: an already-obtained quotation shows its name, description and products. */
export default function ExistingQuotationSummary({ quotation }: { quotation: unknown }) {
  const summary = summariseQuotation(quotation);
  if (!summary) return null;
  return (
    <section className="summary-card" aria-labelledby="existing-quotation-heading">
      <h2 id="existing-quotation-heading">{summary.name}</h2>
      <p>{summary.description}</p>
      <ul
        className="summary-card__items existing-quotation__products"
        aria-label={coverageStepMessages.pricedOptions}
      >
        {summary.products.map((product) => (
          <li key={product.id}>
            <strong>{product.name}</strong>
            <span className="existing-quotation__price">
              {formatShillings(product.quotation)} {wizardStepMessages.perYear}
            </span>
            <span className="existing-quotation__description">{product.description}</span>
          </li>
        ))}
      </ul>
      <p className="form-note">{coverageStepMessages.existingNote}</p>
      <button type="button" className="button button--link" onClick={() => goToStep(2)}>
        {coverageStepMessages.seeOptions}
      </button>
    </section>
  );
}
