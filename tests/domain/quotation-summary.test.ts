import { describe, expect, it } from 'vitest';
import { summariseQuotation } from '../../src/domain/quotation-summary';
import { quotation, quotedProduct } from '../fixtures/quotation';

describe('an already-obtained quotation, summarised', () => {
  it('is named for whom and what it covers, and described by its sums insured and when it was priced', () => {
    const products = [quotedProduct(), quotedProduct({ id: 'other', name: 'Other Cover' })];
    expect(summariseQuotation(quotation(products))).toEqual({
      name: 'Tenant cover: Household + Portable',
      description: 'Contents KSh 300,000, All-risks KSh 50,000. 2 options priced on 22 November 2026.',
      products,
    });
  });

  it('names an owner’s quotation as such, and one option in the singular', () => {
    const owner = { ...quotation(), request: { ...quotation().request, is_owner: '1' } };
    expect(summariseQuotation(owner)).toMatchObject({
      name: 'Home owner cover: Household + Portable',
      description: expect.stringContaining('1 option priced'),
    });
  });

  it('has nothing to show without products it can read', () => {
    expect(summariseQuotation(null)).toBeNull();
    expect(summariseQuotation(quotation([]))).toBeNull();
    expect(summariseQuotation({ products: [{ id: 1 }] })).toBeNull();
  });
});
