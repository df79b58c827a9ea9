import { useState } from 'react';
import type { CoverItemKind } from '../../../domain/cover-sections';
import { MoneyInput } from '../../ui/money-input';
import { useWizard } from '../state/use-wizard';
import { activeContents, categoryTotal, setCategoryTotal } from '../state/wizard-store';
import { ItemsEditor } from './items-editor';

const copy: Record<CoverItemKind, { legend: string; total: string; hint: string }> = {
  household: {
    legend: 'Household items',
    total: 'Total value of household items',
    hint: 'Furniture, appliances, clothing and everything else that stays at home.',
  },
  portable: {
    legend: 'Portable gadgets',
    total: 'Total value of portable gadgets',
    hint: 'Phones, laptops, cameras and other things you carry with you (all-risks cover).',
  },
};

/** One contents category: its total and an optional itemised list that must add up to it. */
export function ContentsCategory({ category }: { category: CoverItemKind }) {
  const snap = useWizard();
  const contents = activeContents(snap);
  const [itemise, setItemise] = useState(false);
  if (!contents) return null;
  const total = categoryTotal(contents, category);
  const listed =
    category === 'household' ? contents.householdItemsDescriptions : contents.gadgetsDescriptions;
  const showList = total > 0 && (itemise || listed.length > 0);

  return (
    <fieldset className="form-section">
      <legend>{copy[category].legend}</legend>
      <MoneyInput
        label={copy[category].total}
        hint={copy[category].hint}
        value={contents[category === 'household' ? 'valueOfHousehold' : 'valueOfGadgets']}
        onChange={(value) => setCategoryTotal(category, value)}
      />
      {total > 0 && !showList && (
        <button type="button" className="button button--link" onClick={() => setItemise(true)}>
          List the items (optional)
        </button>
      )}
      {showList && <ItemsEditor category={category} />}
    </fieldset>
  );
}
