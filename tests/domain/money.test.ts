import { describe, expect, it } from 'vitest';
import {
  formatShillings,
  formatThousands,
  moneyMessages,
  parseShillings,
  readShillings,
} from '../../src/domain/money';

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

// Whole shillings only; a decimal point or a letter is refused in words, never rescaled.
describe('reading a typed amount (one parser for every money field)', () => {
  it.each([
    ['150000', 150_000],
    ['1,500,000', 1_500_000],
    [' 250 000 ', 250_000],
    ['0', 0],
  ])('%s is %d shillings', (typed, amount) => {
    expect(readShillings(typed)).toEqual({ ok: true, amount });
  });

  it('an empty field is no amount yet, not an error', () => {
    expect(readShillings('  ')).toEqual({ ok: true, amount: null });
  });

  it.each(['150000.50', '1.5', '0.4', '150,000.00'])('%s is refused: whole shillings only', (typed) => {
    expect(readShillings(typed)).toEqual({ ok: false, message: moneyMessages.wholeShillings });
    expect(parseShillings(typed)).toBeNull();
  });

  it.each(['1.5m', '2k', 'abc', 'KSh 500', '-500'])('%s is refused: digits only', (typed) => {
    expect(readShillings(typed)).toEqual({ ok: false, message: moneyMessages.digitsOnly });
    expect(parseShillings(typed)).toBeNull();
  });

  it('the messages say what to type', () => {
    expect(moneyMessages.wholeShillings).toMatch(/whole shillings/);
    expect(moneyMessages.digitsOnly).toMatch(/digits/);
  });
});
