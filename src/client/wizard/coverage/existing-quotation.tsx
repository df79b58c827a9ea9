import { useSnapshot } from 'valtio/react';
import { coverTypeLabels } from '../../../domain/cover-type';
import { formatShillings } from '../../../domain/money';
import { activeBranch, goToStep, wizard } from '../state/wizard-store';

/** Point 2: an already-obtained quotation shows its name, description and products. */
export function ExistingQuotation() {
  const snap = useSnapshot(wizard);
  const quotation = activeBranch(snap as typeof wizard)?.quotationData;
  if (!quotation) return null;
  return (
    <section className="summary-card" aria-labelledby="existing-quotation-heading">
      <h3 id="existing-quotation-heading">Your quotation: {coverTypeLabels[quotation.cover_type]}</h3>
      <p>
        {quotation.products.length} option(s) priced. Change your answers and press Next for a new quotation,
        or see these again.
      </p>
      <ul className="summary-card__items">
        {quotation.products.map((product) => (
          <li key={product.id}>
            <span>{product.name}</span>
            <span>{formatShillings(product.quotation)} per year</span>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--link" onClick={() => goToStep(2)}>
        See these options
      </button>
    </section>
  );
}
