import type { RenewalQuote } from '../../../domain/api/renewals';
import { formatShillings } from '../../../domain/money';
import { statutoryLevies } from '../../../domain/premium';

const percentOf = (basisPoints: number) => `${basisPoints / 100}%`;

/** The renewal's premium at today's rates and each levy, as the server priced them. */
export function RenewalPrice({ quote }: { quote: RenewalQuote }) {
  const rows = [
    ['Premium', quote.premium],
    [`PHCF (${percentOf(statutoryLevies.phcfBasisPoints)})`, quote.phcf],
    [`Training Levy (${percentOf(statutoryLevies.trainingLevyBasisPoints)})`, quote.training_levy],
    ['Stamp Duty', quote.stamp_duty],
  ] as const;
  return (
    <dl className="policy-details__facts renewal-price" aria-label="Renewal price">
      {rows.map(([label, amount]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{formatShillings(amount)}</dd>
        </div>
      ))}
      <div className="renewal-price__total">
        <dt>Total</dt>
        <dd>{formatShillings(quote.total)}</dd>
      </div>
    </dl>
  );
}
