import { itemsInForce } from '../../../domain/item-list';
import { formatShillings } from '../../../domain/money';
import { coverageStepMessages } from '../../../domain/wizard/coverage-step-messages';
import { wizardStepMessages } from '../../../domain/wizard-step-messages';
import { useWizard } from '../state/use-wizard';
import { activeItemSections, totalOfItems } from '../state/wizard-store';

/** Point 2: a summary of the entered items with their totals. */
export function CoverageSummary() {
  const snap = useWizard();
  const itemSections = activeItemSections(snap);
  if (!itemSections) return null;
  const categories = [
    {
      label: wizardStepMessages.householdItems,
      items: itemsInForce(itemSections.householdItemsDescriptions, itemSections.valueOfHousehold),
      total: itemSections.valueOfHousehold ?? 0,
    },
    {
      label: wizardStepMessages.portableGadgets,
      items: itemsInForce(itemSections.gadgetsDescriptions, itemSections.valueOfGadgets),
      total: itemSections.valueOfGadgets ?? 0,
    },
  ].filter((category) => category.total > 0);
  if (categories.length === 0) return null;

  return (
    <section className="summary-card" aria-labelledby="coverage-summary-heading">
      <h2 id="coverage-summary-heading">{coverageStepMessages.yourContents}</h2>
      {categories.map((category) => (
        <div key={category.label} className="summary-card__group">
          <p className="summary-card__row">
            <strong>{category.label}</strong>
            <span>{formatShillings(category.total)}</span>
          </p>
          {category.items.length > 0 && (
            <>
              <ul className="summary-card__items">
                {category.items.map((item) => (
                  <li key={item.name}>
                    <span>{item.name}</span>
                    <span>{formatShillings(item.value)}</span>
                  </li>
                ))}
              </ul>
              <p className="summary-card__row summary-card__row--muted">
                <span>{coverageStepMessages.listed}</span>
                <span>
                  {coverageStepMessages.listedOf({
                    listed: formatShillings(totalOfItems(category.items)),
                    total: formatShillings(category.total),
                  })}
                </span>
              </p>
            </>
          )}
        </div>
      ))}
    </section>
  );
}
