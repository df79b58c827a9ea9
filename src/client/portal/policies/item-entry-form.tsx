import '../../ui/forms.css';
import { type FormEvent, useState } from 'react';
import type { CoverItemKind } from '../../../domain/cover-sections';
import { addItemsMessages as texts } from '../../../domain/policies-messages';
import { MoneyInput } from '../../ui/money-input';
import type { ItemToAdd } from './added-items-request';

interface ItemEntryFormProps {
  /** Prefix of the fields' ids; each dialog using the form has its own. */
  idPrefix: string;
  onAdd: (item: ItemToAdd) => void;
}

/**
 * One item typed in (type, name, value) and added to a list: Add Items' entry row, also the renewal's.
 * Point 5, add item (portal): a name after trimming and a value above 0.
 */
export function ItemEntryForm({ idPrefix, onAdd }: ItemEntryFormProps) {
  const [type, setType] = useState<CoverItemKind>('portable');
  const [name, setName] = useState('');
  // Whole shillings, read by the one parser every money field uses (MoneyInput); null until it is one.
  const [amount, setAmount] = useState<number | null>(null);
  const canAdd = name.trim() !== '' && amount !== null && amount > 0;

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!canAdd) return;
    onAdd({ type, name: name.trim(), value: amount });
    setName('');
    setAmount(null);
  };

  return (
    <form className="add-items__entry" onSubmit={add}>
      <div className="field">
        <label htmlFor={`${idPrefix}-type`}>{texts.itemType}</label>
        <select
          id={`${idPrefix}-type`}
          value={type}
          onChange={(event) => setType(event.target.value as CoverItemKind)}
        >
          <option value="portable">{texts.portable}</option>
          <option value="household">{texts.household}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-name`}>{texts.itemName}</label>
        <input id={`${idPrefix}-name`} value={name} onChange={(event) => setName(event.target.value)} />
      </div>
      <MoneyInput id={`${idPrefix}-value`} label={texts.value} value={amount} onChange={setAmount} />
      <button type="submit" className="button button--ghost" disabled={!canAdd}>
        {texts.add}
      </button>
    </form>
  );
}
