import { describe, expect, it } from 'vitest';
import { estimatePremiumWithItems } from '../../src/domain/added-items-estimate';

describe('estimated premium after adding items (point 9)', () => {
  it('is none without items', () => {
    expect(estimatePremiumWithItems(12_000, [])).toBeNull();
  });

  it('is the current quotation plus 5 % of the added values', () => {
    expect(estimatePremiumWithItems(12_000, [{ value: 40_000 }])).toBe(14_000);
    expect(estimatePremiumWithItems(12_000, [{ value: 40_000 }, { value: 10_000 }])).toBe(14_500);
    expect(estimatePremiumWithItems(10_000, [{ value: 500.5 }])).toBeCloseTo(10_025.025, 6);
  });
});
