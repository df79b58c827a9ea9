import { describe, expect, it } from 'vitest';
import { addedItems, addedItemsMessages } from '../../src/domain/added-items';
import { itemListMessages } from '../../src/domain/item-list';
import { formatShillings } from '../../src/domain/money';

const sofa = { name: 'Sofa set', value: 300_000 };
const tv = { name: 'Television', value: 60_000 };

describe('working out the items a request adds', () => {
  it('finds the new items among the held ones, whatever the order', () => {
    expect(addedItems([sofa], 300_000, [tv, sofa], 360_000)).toEqual({ ok: true, added: [tv] });
  });

  it('adds nothing when the request repeats what the cover holds', () => {
    expect(addedItems([sofa, tv], 360_000, [sofa, tv], 360_000)).toEqual({ ok: true, added: [] });
  });

  it('counts the part of the total no item names (the itemised list is optional)', () => {
    expect(addedItems([], 80_000, [{ name: 'Laptop', value: 40_000 }], 120_000)).toEqual({
      ok: true,
      added: [{ name: 'Laptop', value: 40_000 }],
    });
  });

  it('refuses a held item changed or left out', () => {
    const cases = [
      addedItems([sofa], 300_000, [{ ...sofa, value: 1 }, tv], 60_001),
      addedItems([sofa], 300_000, [tv], 360_000),
    ];
    for (const result of cases)
      expect(result).toEqual({ ok: false, message: addedItemsMessages.existingChanged });
  });

  it("applies the wizard's item rules to the new items", () => {
    const cases: [{ name: string; value: number }, string][] = [
      [{ name: '  ', value: 10 }, itemListMessages.incompleteRow],
      [{ name: 'TV, radio', value: 10 }, itemListMessages.separators],
      [{ name: 'TV and radio', value: 10 }, itemListMessages.conjunctions],
      [{ name: 'Radio', value: 0 }, itemListMessages.invalidValue],
      [{ name: 'sofa set', value: 10 }, itemListMessages.duplicate],
    ];
    for (const [item, message] of cases) {
      expect(addedItems([sofa], 300_000, [sofa, item], 300_010)).toEqual({ ok: false, message });
    }
  });

  it('requires the total to be the previous total plus the new values', () => {
    expect(addedItems([sofa], 300_000, [sofa, tv], 350_000)).toEqual({
      ok: false,
      message: itemListMessages.exceeds({ total: formatShillings(350_000) }),
    });
    expect(addedItems([sofa], 300_000, [sofa, tv], 400_000)).toEqual({
      ok: false,
      message: itemListMessages.mismatch({ total: formatShillings(400_000) }),
    });
  });
});
