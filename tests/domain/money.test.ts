import { describe, expect, it } from 'vitest';
import { formatShillings, formatThousands, parseShillings } from '../../src/domain/money';

describe('amounts shown in shillings', () => {
  it.each([
    [0, 'KSh 0'],
    [999, 'KSh 999'],
    [50_000, 'KSh 50,000'],
    [1_500_000, 'KSh 1,500,000'],
    [50_000_000, 'KSh 50,000,000'],
  ])('%d is shown as %s', (amount, shown) => {
    expect(formatShillings(amount)).toBe(shown);
  });

  it('a money input shows thousands separators without the currency', () => {
    expect(formatThousands(1_500_000)).toBe('1,500,000');
    expect(formatThousands(250)).toBe('250');
  });
});

describe('amounts typed into a money input', () => {
  it.each([
    ['1,500,000', 1_500_000],
    ['1500000', 1_500_000],
    [' 250 000 ', 250_000],
    ['0', 0],
  ])('%s is read as %d', (typed, amount) => {
    expect(parseShillings(typed)).toBe(amount);
  });

  it.each(['', '   ', 'abc', '12abc', '-500', '1.5', ','])('%s is not an amount', (typed) => {
    expect(parseShillings(typed)).toBeNull();
  });
});
