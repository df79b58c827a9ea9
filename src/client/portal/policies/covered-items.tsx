import type { Policy } from '../../../domain/api/covers';
import { listsOfWire, totalsOfWire } from '../../../domain/coverage-request';
import { formatShillings } from '../../../domain/money';
import { policyCardMessages as texts } from '../../../domain/policies-messages';

interface ItemListProps {
  title: string;
  items: readonly { name: string; value: number }[];
  /** The cover's own sum insured for the category: a sum may be declared without listing every item. */
  total?: number;
}

function ItemList({ title, items, total = items.reduce((sum, item) => sum + item.value, 0) }: ItemListProps) {
  return (
    <div className="covered-items__list">
      <h4>{title}</h4>
      {items.length === 0 ? (
        <p className="covered-items__none">{texts.none}</p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item.name}>
              <span>{item.name}</span>
              <span>{formatShillings(item.value)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="covered-items__total">
        {texts.total}: <strong>{formatShillings(total)}</strong>
      </p>
    </div>
  );
}

/** Point 2, Covered Items: the insured lists with their totals, then items added and not yet paid for. */
export function CoveredItems({ policy }: { policy: Policy }) {
  const lists = listsOfWire(policy);
  const totals = totalsOfWire(policy);
  const pending = listsOfWire(policy.pending_items);
  const hasPending = pending.portable.length > 0 || pending.household.length > 0;
  return (
    <section className="covered-items" aria-labelledby={`covered-${policy.id}`}>
      <h3 id={`covered-${policy.id}`}>{texts.coveredItems}</h3>
      <ItemList title={texts.portableItems} items={lists.portable} total={totals.portable} />
      <ItemList title={texts.householdItems} items={lists.household} total={totals.household} />
      {hasPending && (
        <div className="covered-items__pending">
          <h4>{texts.awaitingPayment}</h4>
          <p>{texts.insuredOncePaid({ amount: formatShillings(policy.amount_due) })}</p>
          {pending.portable.length > 0 && <ItemList title={texts.portableItems} items={pending.portable} />}
          {pending.household.length > 0 && (
            <ItemList title={texts.householdItems} items={pending.household} />
          )}
        </div>
      )}
    </section>
  );
}
