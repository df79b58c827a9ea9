import { describe, expect, it } from 'vitest';
import {
  hasAnyRowContent,
  type Item,
  type ItemRow,
  itemListMessages,
  itemListProblem,
  itemsInForce,
  itemsMatchTotal,
  totalOfItems,
  validateItemRows,
} from '../../src/domain/item-list';
import { formatShillings } from '../../src/domain/money';

const row = (name: string, value: string): ItemRow => ({ name, value });
const blankRow = row('', '');

function messageFor(rows: ItemRow[], existing: Item[] = [], total = 50_000): string | undefined {
  const result = validateItemRows(rows, existing, total);
  return result.ok ? undefined : result.message;
}

describe("the item list's messages", () => {
  it("uses the spec's exact sentences", () => {
    expect(itemListMessages.incompleteRow).toBe('Please enter both item name and value for all rows');
    expect(itemListMessages.separators).toBe('Item names cannot contain commas or semicolons');
    expect(itemListMessages.conjunctions).toBe("Item names cannot contain 'and', '&', '+', 'or', or '/'");
    expect(itemListMessages.invalidValue).toBe('All item values must be valid positive numbers');
    expect(itemListMessages.duplicate).toBe('Duplicate item names are not allowed');
    expect(itemListMessages.exceeds({ total: formatShillings(50_000) })).toBe(
      'Total value exceeds specified amount (KSh 50,000)',
    );
    expect(itemListMessages.mismatch({ total: formatShillings(1_500_000) })).toBe(
      'Total value must exactly match specified amount (KSh 1,500,000)',
    );
  });
});

describe('adding items under a category total', () => {
  it('accepts rows that add up to the total exactly, with trimmed names and whole-shilling values', () => {
    expect(validateItemRows([row('  Sofa set ', '30,000'), row('Fridge', ' 20000 ')], [], 50_000)).toEqual({
      ok: true,
      items: [
        { name: 'Sofa set', value: 30_000 },
        { name: 'Fridge', value: 20_000 },
      ],
    });
  });

  it('ignores blank rows between filled ones', () => {
    expect(validateItemRows([blankRow, row('Sofa', '50000'), row('  ', ' ')], [], 50_000)).toEqual({
      ok: true,
      items: [{ name: 'Sofa', value: 50_000 }],
    });
  });

  it('counts items already added towards the total', () => {
    const existing = [{ name: 'Sofa', value: 30_000 }];
    expect(validateItemRows([row('Fridge', '20000')], existing, 50_000)).toEqual({
      ok: true,
      items: [{ name: 'Fridge', value: 20_000 }],
    });
  });

  // Whole shillings only; cents are refused, never rounded into another amount.
  it('refuses a value with cents rather than rounding it', () => {
    expect(messageFor([row('Kettle', '2499.50')], [], 2_500)).toBe(itemListMessages.invalidValue);
  });
});

describe('rule 1: every row needs both a name and a value', () => {
  it('a row with a name but no value is refused', () => {
    expect(messageFor([row('Sofa', '')])).toBe(itemListMessages.incompleteRow);
  });

  it('a row with a value but no name is refused', () => {
    expect(messageFor([row('Sofa', '25000'), row('', '25000')])).toBe(itemListMessages.incompleteRow);
  });

  it('a name of only spaces counts as no name', () => {
    expect(messageFor([row('   ', '50000')])).toBe(itemListMessages.incompleteRow);
  });
});

describe('rule 2: names cannot contain commas or semicolons', () => {
  it.each(['Sofa, chairs', 'Sofa;chairs', 'TV,'])('%s is refused', (name) => {
    expect(messageFor([row(name, '50000')])).toBe(itemListMessages.separators);
  });
});

describe("rule 3: names cannot join several things with 'and', '&', '+', 'or' or '/'", () => {
  it.each([
    'TV and radio',
    'TV AND radio',
    'Pots And pans',
    'Pots & pans',
    'Laptop + charger',
    'Fridge or freezer',
    'Fridge OR freezer',
    'TV / radio',
    'and more',
    'Sofa or',
  ])('%s is refused', (name) => {
    expect(messageFor([row(name, '50000')])).toBe(itemListMessages.conjunctions);
  });

  it.each(['Sandals', 'Android phone', 'Oregano plant', 'Handbag', 'Orchid', 'Brand new TV', 'Door'])(
    '%s is fine because the word only appears inside another word',
    (name) => {
      expect(validateItemRows([row(name, '50000')], [], 50_000)).toEqual({
        ok: true,
        items: [{ name, value: 50_000 }],
      });
    },
  );
});

describe('rule 4: values must be positive numbers', () => {
  it.each(['0', 'abc', '12abc', '-500', '.', '0.4'])('a value of %s is refused', (value) => {
    expect(messageFor([row('Sofa', value)])).toBe(itemListMessages.invalidValue);
  });

  it('accepts a value typed with thousands separators', () => {
    expect(validateItemRows([row('Sofa', '50,000')], [], 50_000).ok).toBe(true);
  });
});

describe('rule 5: item names are unique within the category', () => {
  it('two new rows with the same name are refused', () => {
    expect(messageFor([row('TV', '25000'), row('TV', '25000')])).toBe(itemListMessages.duplicate);
  });

  it('names differing only in capitals or spaces around them are the same item', () => {
    expect(messageFor([row('Television', '25000'), row('  television ', '25000')])).toBe(
      itemListMessages.duplicate,
    );
  });

  it('a new row cannot repeat an item already added', () => {
    expect(messageFor([row('SOFA', '20000')], [{ name: 'Sofa', value: 30_000 }])).toBe(
      itemListMessages.duplicate,
    );
  });
});

describe('rule 6: the items must add up to the category total exactly', () => {
  it('a list worth more than the total is refused with the total in shillings', () => {
    expect(messageFor([row('Sofa', '60000')])).toBe('Total value exceeds specified amount (KSh 50,000)');
  });

  it('items already added count towards going over the total', () => {
    expect(messageFor([row('Fridge', '25000')], [{ name: 'Sofa', value: 30_000 }])).toBe(
      'Total value exceeds specified amount (KSh 50,000)',
    );
  });

  it('a list worth less than the total is refused with the total in shillings', () => {
    expect(messageFor([row('Sofa', '40000')])).toBe(
      'Total value must exactly match specified amount (KSh 50,000)',
    );
  });

  it('one shilling short is still short', () => {
    expect(messageFor([row('Sofa', '49999')])).toBe(
      itemListMessages.mismatch({ total: formatShillings(50_000) }),
    );
  });
});

describe('when a list breaks several rules, the earliest rule is reported', () => {
  it('an incomplete row comes before a comma', () => {
    expect(messageFor([row('Sofa, chairs', '100'), row('Fridge', '')])).toBe(itemListMessages.incompleteRow);
  });

  it('a comma comes before a joining word', () => {
    expect(messageFor([row('TV and radio', '100'), row('Sofa; chairs', '100')])).toBe(
      itemListMessages.separators,
    );
  });

  it('a joining word comes before a bad value', () => {
    expect(messageFor([row('Cups', 'abc'), row('Pots & pans', '100')])).toBe(itemListMessages.conjunctions);
  });

  it('a bad value comes before a duplicate', () => {
    expect(messageFor([row('TV', '100'), row('TV', '0')])).toBe(itemListMessages.invalidValue);
  });

  it('a duplicate comes before the total not matching', () => {
    expect(messageFor([row('TV', '90000'), row('tv', '90000')])).toBe(itemListMessages.duplicate);
  });
});

describe('the Add Items button', () => {
  it('is disabled while every row is empty', () => {
    expect(hasAnyRowContent([])).toBe(false);
    expect(hasAnyRowContent([blankRow, row('  ', '')])).toBe(false);
  });

  it('is enabled once any row has a name or a value', () => {
    expect(hasAnyRowContent([blankRow, row('Sofa', '')])).toBe(true);
    expect(hasAnyRowContent([row('', '500')])).toBe(true);
  });
});

describe('whether an added list matches its category total', () => {
  it('an empty list is fine because the itemised list is optional', () => {
    expect(itemsMatchTotal([], 50_000)).toBe(true);
  });

  it('a list adding up to the total matches', () => {
    const items = [
      { name: 'Sofa', value: 30_000 },
      { name: 'Fridge', value: 20_000 },
    ];
    expect(totalOfItems(items)).toBe(50_000);
    expect(itemsMatchTotal(items, 50_000)).toBe(true);
  });

  it('a list adding up to anything else does not match', () => {
    expect(itemsMatchTotal([{ name: 'Sofa', value: 30_000 }], 50_000)).toBe(false);
    expect(itemsMatchTotal([{ name: 'Sofa', value: 60_000 }], 50_000)).toBe(false);
  });
});

describe('items under a category total left at nothing', () => {
  const sofa = [{ name: 'Sofa', value: 50_000 }];
  it('do not count while the total is 0 or empty, and count again once a total is typed', () => {
    expect(itemsInForce(sofa, 0)).toEqual([]);
    expect(itemsInForce(sofa, null)).toEqual([]);
    expect(itemsInForce(sofa, 50_000)).toEqual(sofa);
  });
});

describe('a whole list as a request carries it', () => {
  it('is checked with the same rules and messages as Add Items', () => {
    expect(itemListProblem([], 50_000)).toBeNull();
    expect(itemListProblem([{ name: 'Sofa', value: 50_000 }], 50_000)).toBeNull();
    expect(itemListProblem([{ name: 'TV and radio', value: 50_000 }], 50_000)).toBe(
      itemListMessages.conjunctions,
    );
    expect(
      itemListProblem(
        [
          { name: 'Sofa', value: 25_000 },
          { name: 'SOFA', value: 25_000 },
        ],
        50_000,
      ),
    ).toBe(itemListMessages.duplicate);
    expect(itemListProblem([{ name: 'Sofa', value: 10_000 }], 0)).toBe(
      itemListMessages.exceeds({ total: formatShillings(0) }),
    );
  });
});
