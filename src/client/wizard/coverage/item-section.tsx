import { useState } from 'react';
import type { CoverItemKind } from '../../../domain/cover-sections';
import { coverageStepMessages } from '../../../domain/wizard/coverage-step-messages';
import { wizardStepMessages } from '../../../domain/wizard-step-messages';
import { MoneyInput } from '../../ui/money-input';
import { useWizard } from '../state/use-wizard';
import { activeItemSections, itemsOf, sectionTotal, setSectionTotal } from '../state/wizard-store';
import { ItemsEditor } from './items-editor';

// Read at each render, in the page's language.
const copyOf = (category: CoverItemKind) =>
  category === 'household'
    ? {
        legend: wizardStepMessages.householdItems,
        total: coverageStepMessages.householdTotal,
        hint: coverageStepMessages.householdHint,
      }
    : {
        legend: wizardStepMessages.portableGadgets,
        total: coverageStepMessages.portableTotal,
        hint: coverageStepMessages.portableHint,
      };

/** One item section (household or portable): its total, and an optional list that adds up to it. */
export function ItemSection({ category }: { category: CoverItemKind }) {
  const snap = useWizard();
  const itemSections = activeItemSections(snap);
  const [itemise, setItemise] = useState(false);
  if (!itemSections) return null;
  const total = sectionTotal(itemSections, category);
  const listed = itemsOf(itemSections, category);
  const showList = total > 0 && (itemise || listed.length > 0);
  const copy = copyOf(category);

  return (
    <fieldset className="form-section">
      <legend>{copy.legend}</legend>
      <MoneyInput
        label={copy.total}
        hint={copy.hint}
        value={itemSections[category === 'household' ? 'valueOfHousehold' : 'valueOfGadgets']}
        onChange={(value) => setSectionTotal(category, value)}
      />
      {total > 0 && !showList && (
        <button type="button" className="button button--link" onClick={() => setItemise(true)}>
          {coverageStepMessages.listItems}
        </button>
      )}
      {showList && <ItemsEditor category={category} />}
    </fieldset>
  );
}
