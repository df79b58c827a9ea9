import { formatShillings } from '../../../domain/money';
import { summariseQuotation } from '../../../domain/quotation-summary';
import { goToStep } from '../state/wizard-store';

/** Point 2: an already-obtained quotation shows its name, description and products. */
export default function ExistingQuotationSummary({ quotation }: { quotation: unknown }) {
  const summary = summariseQuotation(quotation);
  if (!summary) return null;
  return (
    <section className="summary-card" aria-labelledby="existing-quotation-heading">
      <h2 id="existing-quotation-heading">{summary.name}</h2>
      <p>{summary.description}</p>
      <ul className="summary-card__items existing-quotation__products" aria-label="Priced options">
        {summary.products.map((product) => (
          <li key={product.id}>
            <strong>{product.name}</strong>
            <span className="existing-quotation__price">{formatShillings(product.quotation)} per year</span>
            <span className="existing-quotation__description">{product.description}</span>
          </li>
        ))}
      </ul>
      <p className="form-note">Change your answers and press Next for a new quotation, or see these again.</p>
      <button type="button" className="button button--link" onClick={() => goToStep(2)}>
        See these options
      </button>
    </section>
  );
}
