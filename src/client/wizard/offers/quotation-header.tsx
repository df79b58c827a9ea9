import type { QuotedProduct } from '../../../domain/api/quotations';
import { type CoverType, coverTypeLabels } from '../../../domain/cover-type';
import { formatShillings } from '../../../domain/money';
import { quotationMessages } from '../../../domain/quotation-messages';
import { offersMessages } from '../../../domain/wizard/offers-messages';
import { wizardStepMessages } from '../../../domain/wizard-step-messages';

/** The coverage summary above the product grid (point 2): cover type, sums insured and their total. */
export function QuotationHeader({
  products,
  coverType,
  ownership,
}: {
  products: readonly QuotedProduct[];
  coverType: CoverType;
  ownership: string;
}) {
  const sections = products[0]?.sections ?? [];
  const totalCoverage = sections.reduce((total, section) => total + section.value, 0);
  return (
    <header className="quotation-header">
      <p className="quotation-header__found" role="status">
        {quotationMessages.optionsFound({ count: products.length })}
      </p>
      <dl className="quotation-header__facts">
        <div>
          <dt>{offersMessages.cover}</dt>
          <dd>{coverTypeLabels[coverType]}</dd>
        </div>
        <div>
          <dt>{offersMessages.youAreThe}</dt>
          <dd>{ownership === 'owner' ? wizardStepMessages.owner : wizardStepMessages.tenant}</dd>
        </div>
        {sections.map((section) => (
          <div key={section.name}>
            <dt>{section.name}</dt>
            <dd>{section.formattedValue}</dd>
          </div>
        ))}
        <div>
          <dt>{offersMessages.totalCoverage}</dt>
          <dd>{formatShillings(totalCoverage)}</dd>
        </div>
      </dl>
    </header>
  );
}
