// Point 5, item lists: the rows a visitor types under a section's total (household items or portable
// items), checked in the spec's order; the first broken rule is the message shown.
import { defineMessages } from './language/messages';
import { withValues } from './language/with-values';
import { formatShillings, parseShillings } from './money';

export interface Item {
  name: string;
  /** Whole shillings. */
  value: number;
}

/** A row as typed: the value is still text. */
export interface ItemRow {
  name: string;
  value: string;
}

export const itemListMessages = defineMessages('itemList', {
  incompleteRow: {
    en: 'Please enter both item name and value for all rows',
    sw: 'Tafadhali weka jina na thamani ya kitu kwa kila mstari',
  },
  separators: {
    en: 'Item names cannot contain commas or semicolons',
    sw: 'Majina ya vitu hayawezi kuwa na koma au semikoloni',
  },
  // Kiswahili readers type the same joining words, in English or in Kiswahili: the rule checks the English.
  conjunctions: {
    en: "Item names cannot contain 'and', '&', '+', 'or', or '/'",
    sw: "Majina ya vitu hayawezi kuwa na 'and', '&', '+', 'or', au '/': kitu kimoja kwa kila mstari",
  },
  invalidValue: {
    en: 'All item values must be valid positive numbers',
    sw: 'Thamani ya kila kitu lazima iwe namba sahihi iliyo juu ya sifuri',
  },
  duplicate: {
    en: 'Duplicate item names are not allowed',
    sw: 'Vitu viwili haviwezi kuwa na jina moja',
  },
  exceeds: withValues<{ total: string }>({
    en: 'Total value exceeds specified amount ({total})',
    sw: 'Jumla ya thamani inazidi kiasi ulichoweka ({total})',
  }),
  mismatch: withValues<{ total: string }>({
    en: 'Total value must exactly match specified amount ({total})',
    sw: 'Jumla ya thamani lazima ilingane kamili na kiasi ulichoweka ({total})',
  }),
});

export type ItemListResult = { ok: true; items: Item[] } | { ok: false; message: string };

const isBlankRow = (row: ItemRow) => row.name.trim() === '' && row.value.trim() === '';
// A name listing several things ('TV and radio') hides what is insured: one item per row.
const joiningWord = /(^|\s)(and|&|\+|or|\/)(?=\s|$)/i;

/** A typed value ('25,000' or '25000') in whole shillings, by the one money parser; NaN when it is not. */
function parseValue(text: string): number {
  return parseShillings(text) ?? Number.NaN;
}

const sumOf = (items: readonly Item[]) => items.reduce((total, item) => total + item.value, 0);

/** Whether the Add Items button may be pressed: not while every row is empty (point 5). */
export function hasAnyRowContent(rows: readonly ItemRow[]): boolean {
  return rows.some((row) => !isBlankRow(row));
}

/**
 * Checks new rows against the category total, given the items already added. Blank rows are ignored;
 * on success returns the new items with trimmed names and whole-shilling values.
 */
export function validateItemRows(
  rows: readonly ItemRow[],
  existing: readonly Item[],
  categoryTotal: number,
): ItemListResult {
  const filled = rows
    .filter((row) => !isBlankRow(row))
    .map((row) => ({ name: row.name.trim(), value: row.value.trim() }));

  if (filled.some((row) => row.name === '' || row.value === ''))
    return { ok: false, message: itemListMessages.incompleteRow };
  if (filled.some((row) => /[,;]/.test(row.name))) return { ok: false, message: itemListMessages.separators };
  if (filled.some((row) => joiningWord.test(row.name)))
    return { ok: false, message: itemListMessages.conjunctions };

  const values = filled.map((row) => parseValue(row.value));
  // Whole shillings only: '0.4' or '1.5m' is not read as some other amount.
  if (values.some((value) => !Number.isFinite(value) || value <= 0))
    return { ok: false, message: itemListMessages.invalidValue };

  const seen = new Set(existing.map((item) => item.name.trim().toLowerCase()));
  for (const row of filled) {
    const key = row.name.toLowerCase();
    if (seen.has(key)) return { ok: false, message: itemListMessages.duplicate };
    seen.add(key);
  }

  const items = filled.map((row, index) => ({ name: row.name, value: values[index] ?? 0 }));
  const total = sumOf(existing) + sumOf(items);
  if (total > categoryTotal)
    return { ok: false, message: itemListMessages.exceeds({ total: formatShillings(categoryTotal) }) };
  if (total < categoryTotal)
    return { ok: false, message: itemListMessages.mismatch({ total: formatShillings(categoryTotal) }) };
  return { ok: true, items };
}

/**
 * The items that count for a category: none while its total is 0 or empty. A category left at zero is not
 * insured, so a list kept under it must neither be sent (the server refuses items under KSh 0) nor shown
 * as covered; the wizard keeps it in the draft so a total cleared in order to retype it brings it back.
 */
export function itemsInForce<T extends Item>(
  items: readonly T[],
  categoryTotal: number | null,
): readonly T[] {
  return (categoryTotal ?? 0) > 0 ? items : [];
}

/**
 * The first broken rule of a whole list as it arrives in a request (the server's check: a request can come
 * from anywhere, not only through the wizard's Add Items). Null when the list is fine; an empty list is
 * (the itemised list is optional).
 */
export function itemListProblem(items: readonly Item[], categoryTotal: number): string | null {
  if (items.length === 0) return null;
  const rows = items.map((item) => ({ name: item.name, value: String(item.value) }));
  const result = validateItemRows(rows, [], categoryTotal);
  return result.ok ? null : result.message;
}

/** Whether a listed category adds up: an empty list is fine (the itemised list is optional). */
export function itemsMatchTotal(items: readonly Item[], categoryTotal: number): boolean {
  return items.length === 0 || sumOf(items) === categoryTotal;
}

export { sumOf as totalOfItems };
