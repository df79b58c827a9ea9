import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { CoverItemKind } from '../../../domain/cover-sections';
import { hasAnyRowContent, validateItemRows } from '../../../domain/item-list';
import { formatShillings, parseShillings } from '../../../domain/money';
import { coverageStepMessages } from '../../../domain/wizard/coverage-step-messages';
import { MoneyInput } from '../../ui/money-input';
import { useWizard } from '../state/use-wizard';
import {
  activeItemSections,
  addItems,
  addPendingRow,
  editPendingRow,
  itemsOf,
  removeItem,
  removePendingRow,
  sectionTotal,
  wizardSnapshot,
} from '../state/wizard-store';

// Each category's words, read at each render in the page's language.
const wordsOf = (category: CoverItemKind) =>
  category === 'household'
    ? {
        added: coverageStepMessages.householdAdded,
        name: coverageStepMessages.householdName,
        value: coverageStepMessages.householdValue,
        placeholder: coverageStepMessages.householdPlaceholder,
      }
    : {
        added: coverageStepMessages.portableAdded,
        name: coverageStepMessages.portableName,
        value: coverageStepMessages.portableValue,
        placeholder: coverageStepMessages.portablePlaceholder,
      };

/**
 * Point 5's item list for one category: rows of name and value, Add Row, Add Items (checked against the
 * category total with the spec's seven rules) and remove. Rows typed but not added live in the draft too.
 */
export function ItemsEditor({ category }: { category: CoverItemKind }) {
  const snap = useWizard();
  const [error, setError] = useState<string | null>(null);
  const itemSections = activeItemSections(snap);
  if (!itemSections) return null;
  const rows = snap.pendingRows[category];
  const added = itemsOf(itemSections, category);
  const total = sectionTotal(itemSections, category);
  const errorId = `${category}-items-error`;
  const words = wordsOf(category);

  const updateRow = (index: number, field: 'name' | 'value', value: string) => {
    editPendingRow(category, index, field, value);
    setError(null);
  };
  const removeRow = (index: number) => {
    removePendingRow(category, index);
    setError(null);
  };
  const submit = () => {
    // Read at the press, not from the render: a row typed a moment ago may not have re-rendered yet.
    const draft = wizardSnapshot();
    const result = validateItemRows(
      draft.pendingRows[category],
      itemsOf(activeItemSections(draft) ?? itemSections, category),
      total,
    );
    if (!result.ok) {
      setError(result.message);
      return;
    }
    addItems(category, result.items);
    setError(null);
  };

  return (
    <div className="items-editor">
      {added.length > 0 && (
        <ul className="items-editor__added" aria-label={words.added}>
          {added.map((item) => (
            <li key={item.name}>
              <span>{item.name}</span>
              <span>{formatShillings(item.value)}</span>
              <button
                type="button"
                className="icon-button"
                aria-label={coverageStepMessages.removeItem({ name: item.name })}
                onClick={() => removeItem(category, item.name)}
              >
                <Trash2 aria-hidden="true" size={18} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {rows.map((row, index) => (
        // Rows have no identity beyond their position; they are only ever appended or removed.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div className="items-editor__row" key={index}>
          <div className="field">
            <label htmlFor={`${category}-name-${index}`}>{words.name({ row: index + 1 })}</label>
            <input
              id={`${category}-name-${index}`}
              value={row.name}
              placeholder={words.placeholder}
              onChange={(event) => updateRow(index, 'name', event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  if (hasAnyRowContent(wizardSnapshot().pendingRows[category])) submit();
                }
              }}
              aria-describedby={error ? errorId : undefined}
            />
          </div>
          {/* The totals' money input: digits only, thousands separators; the row keeps the digits as text. */}
          <MoneyInput
            id={`${category}-value-${index}`}
            label={words.value({ row: index + 1 })}
            value={parseShillings(row.value)}
            onChange={(value) => updateRow(index, 'value', value === null ? '' : String(value))}
            describedBy={error ? errorId : undefined}
          />
          <button
            type="button"
            className="icon-button items-editor__remove"
            aria-label={coverageStepMessages.removeRow({ row: index + 1 })}
            onClick={() => removeRow(index)}
          >
            <Trash2 aria-hidden="true" size={18} />
          </button>
        </div>
      ))}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className="items-editor__actions">
        <button type="button" className="button button--ghost" onClick={() => addPendingRow(category)}>
          <Plus aria-hidden="true" size={18} /> {coverageStepMessages.addRow}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={!hasAnyRowContent(rows)}
          onClick={submit}
        >
          {coverageStepMessages.addItems}
        </button>
      </div>
    </div>
  );
}
