// One section of a claim's 'What was lost or damaged?': the items the policy lists under it, to tick, and
// the items the client names with their estimated value. The section's total, capped by its sum
// insured, is reported at its last amount, where the client changes it.
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { ClaimableCover } from '../../../domain/api/claims';
import { claimFormMessages as texts } from '../../../domain/claims/claim-screen-messages';
import { claimSectionNames, sectionPath } from '../../../domain/claims/claim-sections';
import type { CoverSection } from '../../../domain/cover-sections';
import { formatShillings, parseShillings } from '../../../domain/money';
import { MoneyInput } from '../../ui/money-input';
import type { NamedDraftItem } from './claim-draft';

const addLabel = (section: CoverSection) =>
  section === 'building' ? texts.addPart : section === 'household' ? texts.addHousehold : texts.addPortable;

interface ClaimSectionItemsProps {
  section: CoverSection;
  /** Null on a form kept before sections: names can then not be added under it. */
  sumInsured: number | null;
  listed: ClaimableCover['items'];
  losses: Record<string, string>;
  named: NamedDraftItem[];
  errors: Record<string, string>;
  invalidWhenEmpty: boolean;
  /** The list's message ('choose or add at least one'), which describes the Add button too. */
  listErrorId: string | null;
  onLossesChange: (losses: Record<string, string>) => void;
  onNamedChange: (named: NamedDraftItem[]) => void;
}

/** The money field keeps the digits as text in the draft, as the wizard's item rows do. */
const amountText = (value: number | null) => (value === null ? '' : String(value));

export function ClaimSectionItems(props: ClaimSectionItemsProps) {
  const { section, sumInsured, listed, losses, named, errors } = props;
  const id = useId();
  const [added, setAdded] = useState<string | null>(null);
  // The row just added takes the focus (not every row a restored draft brings back), so the client types
  // its name at once and a screen reader says where they are.
  useEffect(() => {
    if (added) document.getElementById(`${id}-${added}-name`)?.focus();
  }, [added, id]);
  const chosen = Object.keys(losses);
  const ticked = listed.filter((item) => item.item_id in losses);
  const rows = named.flatMap((item, index) => (item.section === section ? [{ item, index }] : []));
  const lastAmount = rows.at(-1)?.item.key ?? ticked.at(-1)?.item_id ?? null;
  const sectionError = errors[sectionPath(section)] ?? null;
  const errorAt = (key: string, own: string | null) => own ?? (key === lastAmount ? sectionError : null);

  const toggle = (itemId: string, on: boolean) => {
    const next = { ...losses };
    if (on) next[itemId] = '';
    else delete next[itemId];
    props.onLossesChange(next);
  };
  const changeRow = (index: number, change: Partial<NamedDraftItem>) =>
    props.onNamedChange(named.map((item, at) => (at === index ? { ...item, ...change } : item)));
  const addRow = () => {
    const key = crypto.randomUUID();
    setAdded(key);
    props.onNamedChange([...named, { key, section, name: '', value: '' }]);
  };

  return (
    <section className="claim-section" aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`}>
        {claimSectionNames[section]}
        {sumInsured !== null && (
          <>
            {' '}
            <span className="claim-section__sum">
              {texts.insuredFor({ amount: formatShillings(sumInsured) })}
            </span>
          </>
        )}
      </h4>
      {listed.map((item) => {
        const index = chosen.indexOf(item.item_id);
        const own =
          index < 0
            ? null
            : (errors[`items.${index}.estimated_loss`] ?? errors[`items.${index}.item_id`] ?? null);
        return (
          <div key={item.item_id} className="claim-item">
            <label className="claim-choice">
              <input
                type="checkbox"
                checked={index >= 0}
                aria-invalid={props.invalidWhenEmpty ? true : undefined}
                onChange={(event) => toggle(item.item_id, event.target.checked)}
              />
              {texts.itemInsuredFor({ name: item.name, amount: formatShillings(item.sum_insured) })}
            </label>
            {index >= 0 && (
              <MoneyInput
                id={`${id}-${item.item_id}`}
                label={texts.lossOf({ name: item.name })}
                value={parseShillings(losses[item.item_id] ?? '')}
                onChange={(value) => props.onLossesChange({ ...losses, [item.item_id]: amountText(value) })}
                error={errorAt(item.item_id, own)}
              />
            )}
          </div>
        );
      })}
      {rows.map(({ item, index }, position) => {
        const nameError =
          errors[`named_items.${index}.name`] ?? errors[`named_items.${index}.section`] ?? null;
        const lossError = errors[`named_items.${index}.estimated_loss`] ?? null;
        const nameId = `${id}-${item.key}-name`;
        const label = texts.rowLabel({
          kind: section === 'building' ? 'part' : 'item',
          number: listed.length + position + 1,
        });
        return (
          <div key={item.key} className="claim-named-item">
            <div className="field">
              <label htmlFor={nameId}>{texts.rowName({ label })}</label>
              <input
                id={nameId}
                value={item.name}
                maxLength={100}
                placeholder={
                  section === 'portable'
                    ? texts.examplePortable
                    : section === 'building'
                      ? texts.exampleBuilding
                      : texts.exampleHousehold
                }
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? `${nameId}-error` : undefined}
                onChange={(event) => changeRow(index, { name: event.target.value })}
              />
              {nameError && (
                <p id={`${nameId}-error`} className="field__error">
                  {nameError}
                </p>
              )}
            </div>
            <MoneyInput
              id={`${id}-${item.key}-value`}
              label={texts.rowLoss({ label })}
              value={parseShillings(item.value)}
              onChange={(value) => changeRow(index, { value: amountText(value) })}
              error={errorAt(item.key, lossError)}
            />
            <button
              type="button"
              className="button button--ghost claim-named-item__remove"
              onClick={() => props.onNamedChange(named.filter((_, at) => at !== index))}
            >
              <Trash2 aria-hidden="true" size={18} />{' '}
              {texts.removeRow({ name: item.name.trim() || label.toLowerCase() })}
            </button>
          </div>
        );
      })}
      {sumInsured !== null && (
        <button
          type="button"
          className="button button--ghost claim-section__add"
          aria-describedby={props.listErrorId ?? undefined}
          onClick={addRow}
        >
          <Plus aria-hidden="true" size={18} /> {addLabel(section)}
        </button>
      )}
      {sectionError && lastAmount === null && (
        <p className="field__error" role="alert">
          {sectionError}
        </p>
      )}
    </section>
  );
}
