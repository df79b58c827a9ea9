import { describe, expect, it } from 'vitest';
import { productsOfQuotation, readQuotationProducts } from '../../src/domain/quotation-products';
import { quotation, quotedProduct } from '../fixtures/quotation';

describe('reading the products of a stored quotation', () => {
  const product = quotedProduct();

  it('reads them from products, from data, or from the quotation itself when it is a list', () => {
    const listed = { kind: 'listed', products: [product], coverType: 'ContentsAndAllRisks' };
    expect(readQuotationProducts(quotation([product]))).toEqual(listed);
    expect(readQuotationProducts({ data: [product] })).toEqual(listed);
    expect(readQuotationProducts([product])).toEqual(listed);
  });

  it('takes the cover type the quotation declares, else the first product’s', () => {
    const building = quotedProduct({ cover_type: 'Building' });
    expect(
      readQuotationProducts({ cover_type: 'BuildingAndContentsAllRisks', products: [building] }),
    ).toMatchObject({ coverType: 'BuildingAndContentsAllRisks' });
    expect(readQuotationProducts({ cover_type: 'Shed', products: [building] })).toMatchObject({
      coverType: 'Building',
    });
  });

  it('tells a missing quotation from an empty one and from one that cannot be read', () => {
    expect(readQuotationProducts(null)).toEqual({ kind: 'missing' });
    expect(readQuotationProducts(undefined)).toEqual({ kind: 'missing' });
    expect(readQuotationProducts(quotation([]))).toEqual({ kind: 'empty' });
    expect(readQuotationProducts([])).toEqual({ kind: 'empty' });
    for (const unreadable of [
      { id: 'q1' },
      { products: 'none' },
      { products: [{ id: 'simba-home', name: 'Home' }] },
      [{ ...product, quotation: '3,049' }],
      'a quotation',
      42,
    ]) {
      expect(readQuotationProducts(unreadable), JSON.stringify(unreadable)).toEqual({ kind: 'unreadable' });
    }
  });

  it('gives no products for anything it cannot read', () => {
    expect(productsOfQuotation({ products: [{ id: 1 }] })).toEqual([]);
    expect(productsOfQuotation(quotation([product]))).toEqual([product]);
  });
});
