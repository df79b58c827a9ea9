import type { QuotedProduct } from '../../../domain/api/quotations';
import { formatShillings } from '../../../domain/money';
import { addLevies, percentToBasisPoints } from '../../../domain/premium';
import { offersMessages } from '../../../domain/wizard/offers-messages';

/**
 * Point 2's annual premium breakdown. The levies are recomputed from the product's own percentages with
 * the same function the server rates with, each rounded to the whole shilling on the base premium.
 */
export function PremiumCard({ product }: { product: QuotedProduct }) {
  const breakdown = addLevies(product.premium, {
    phcfBasisPoints: percentToBasisPoints(product.phcf),
    trainingLevyBasisPoints: percentToBasisPoints(product.training_levy),
    stampDuty: product.stamp_duty,
  });
  const rows = [
    [offersMessages.basePremium, breakdown.premium],
    [offersMessages.phcf({ percent: product.phcf }), breakdown.phcf],
    [offersMessages.trainingLevy({ percent: product.training_levy }), breakdown.trainingLevy],
    [offersMessages.stampDuty, breakdown.stampDuty],
  ] as const;
  return (
    <section className="summary-card summary-card--highlight" aria-labelledby="premium-card-heading">
      <h2 id="premium-card-heading">{offersMessages.annualPremium}</h2>
      <dl className="review-list">
        {rows.map(([label, amount]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatShillings(amount)}</dd>
          </div>
        ))}
        <div className="review-list__total">
          <dt>{offersMessages.totalPremium}</dt>
          <dd>{formatShillings(product.quotation)}</dd>
        </div>
      </dl>
      <ul className="premium-card__notes">
        <li>{offersMessages.twelveMonths}</li>
        <li>{offersMessages.renewable}</li>
      </ul>
    </section>
  );
}
