// Point 7, update policy items: the body lists a category's items already on the cover plus the new ones,
// and its total as the previous total plus the new values. Which items are new is worked out here, against
// the items the cover already holds (insured or waiting for payment), so a retried identical request adds
// nothing twice; the new ones are checked with the wizard's item-list rules (point 5).
import { type Item, itemListMessages, totalOfItems, validateItemRows } from './item-list';
import { defineMessages } from './language/messages';
import { formatShillings } from './money';

export const addedItemsMessages = defineMessages('addedItems', {
  existingChanged: {
    en: 'Items already on the policy cannot be changed or removed.',
    sw: 'Vitu vilivyo tayari kwenye bima haviwezi kubadilishwa wala kuondolewa.',
  },
  policyMismatch: {
    en: 'The policy in the request does not match the policy being changed.',
    sw: 'Bima iliyo kwenye ombi hailingani na bima inayobadilishwa.',
  },
  expired: {
    en: 'This policy has expired. Items can no longer be added to it.',
    sw: 'Bima hii imeisha muda. Vitu haviwezi tena kuongezwa.',
  },
  promptOpen: {
    en: 'A payment prompt for this policy is still open on the phone. Please answer it, or wait a minute, then add items.',
    sw: 'Ombi la malipo la bima hii bado liko wazi kwenye simu. Tafadhali lijibu, au subiri dakika moja, kisha uongeze vitu.',
  },
});

export type AddedItemsResult = { ok: true; added: Item[] } | { ok: false; message: string };

const sameItem = (a: Item, b: Item) => a.name.trim() === b.name.trim() && a.value === b.value;

/**
 * The new items of one category. `held` are the items the cover holds in it (insured and pending), whose
 * sum may be below `heldTotal` (the itemised list is optional); `listed` and `listedTotal` are the body's.
 */
export function addedItems(
  held: readonly Item[],
  heldTotal: number,
  listed: readonly Item[],
  listedTotal: number,
): AddedItemsResult {
  const rest = [...listed];
  for (const item of held) {
    const at = rest.findIndex((entry) => sameItem(entry, item));
    if (at < 0) return { ok: false, message: addedItemsMessages.existingChanged };
    rest.splice(at, 1);
  }
  const rows = rest.map((item) => ({ name: item.name, value: String(item.value) }));
  // The rules of point 5 first (names, values, duplicates among held and new), then the total.
  const checked = validateItemRows(rows, held, totalOfItems(held) + totalOfItems(rest));
  if (!checked.ok) return checked;
  const total = heldTotal + totalOfItems(checked.items);
  if (total > listedTotal)
    return { ok: false, message: itemListMessages.exceeds({ total: formatShillings(listedTotal) }) };
  if (total < listedTotal)
    return { ok: false, message: itemListMessages.mismatch({ total: formatShillings(listedTotal) }) };
  return { ok: true, added: checked.items };
}
