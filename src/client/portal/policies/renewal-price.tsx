import type { RenewalQuote } from '../../../domain/api/renewals';
import { formatShillings } from '../../../domain/money';
import { renewDialogMessages as texts } from '../../../domain/policies-messages';
import { statutoryLevies } from '../../../domain/premium';

const percentOf = (basisPoints: number) => `${basisPoints / 100}%`;

/** The renewal's premium at today's rates and each levy, as the server priced them. */
export function RenewalPrice({ quote }: { quote: RenewalQuote }) {
  const rows = [
    [texts.premium, quote.premium],
    [`PHCF (${percentOf(statutoryLevies.phcfBasisPoints)})`, quote.phcf],
    [`${texts.trainingLevy} (${percentOf(statutoryLevies.trainingLevyBasisPoints)})`, quote.training_levy],
    [texts.stampDuty, quote.stamp_duty],
  ] as const;
  return (
    <dl className="policy-details__facts renewal-price" aria-label={texts.priceLabel}>
      {rows.map(([label, amount]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{formatShillings(amount)}</dd>
        </div>
      ))}
      <div className="renewal-price__total">
        <dt>{texts.total}</dt>
        <dd>{formatShillings(quote.total)}</dd>
      </div>
    </dl>
  );
}
