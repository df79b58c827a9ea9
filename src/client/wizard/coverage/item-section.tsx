import { useState } from 'react';
import type { CoverItemKind } from '../../../domain/cover-sections';
import { MoneyInput } from '../../ui/money-input';
import { useWizard } from '../state/use-wizard';
import { activeItemSections, itemsOf, sectionTotal, setSectionTotal } from '../state/wizard-store';
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

/** One item section (household or portable): its total, and an optional list that adds up to it. */
export function ItemSection({ category }: { category: CoverItemKind }) {
  const snap = useWizard();
  const itemSections = activeItemSections(snap);
  const [itemise, setItemise] = useState(false);
  if (!itemSections) return null;
  const total = sectionTotal(itemSections, category);
  const listed = itemsOf(itemSections, category);
  const showList = total > 0 && (itemise || listed.length > 0);

  return (
    <fieldset className="form-section">
      <legend>{copy[category].legend}</legend>
      <MoneyInput
        label={copy[category].total}
        hint={copy[category].hint}
        value={itemSections[category === 'household' ? 'valueOfHousehold' : 'valueOfGadgets']}
        onChange={(value) => setSectionTotal(category, value)}
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
