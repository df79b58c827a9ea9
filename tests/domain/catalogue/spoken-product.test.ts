// A product's texts, seeded in English, in the reader's language (issue 28): every text of the catalogue
// the agency sells has its Kiswahili, and its binding terms stay English under a Kiswahili summary.
import { describe, expect, it } from 'vitest';
import { catalogueMessages } from '../../../src/domain/catalogue/catalogue-messages';
import { spokenProductTexts } from '../../../src/domain/catalogue/spoken-product';
import { readInLanguage } from '../../../src/domain/language/current-language';
import { catalogueProducts } from '../../../src/server/db/catalogue/catalogue-data';

const inKiswahili = (product: (typeof catalogueProducts)[number]) =>
  readInLanguage('sw', () => spokenProductTexts(product));

describe("the catalogue's texts in Kiswahili", () => {
  it('gives every product on sale its description and every benefit its name and detail in Kiswahili', () => {
    for (const product of catalogueProducts) {
      const spoken = inKiswahili(product);
      expect(spoken.description, product.id).not.toBe(product.description);
      expect(spoken.benefits).toHaveLength(product.benefits.length);
      product.benefits.forEach((benefit, index) => {
        expect(spoken.benefits[index]?.name, benefit.name).not.toBe(benefit.name);
        expect(spoken.benefits[index]?.description, benefit.description).not.toBe(benefit.description);
      });
    }
  });

  it('keeps the figures a benefit states (a liability limit reads the same in both languages)', () => {
    for (const product of catalogueProducts) {
      const spoken = inKiswahili(product);
      product.benefits.forEach((benefit, index) => {
        const figures = (text = '') => text.match(/\d[\d,]*/g) ?? [];
        expect(figures(spoken.benefits[index]?.description).sort(), benefit.name).toEqual(
          figures(benefit.description).sort(),
        );
      });
    }
  });

  it("puts a Kiswahili summary, with the product's own excess, above the English terms, and says which binds", () => {
    const product = catalogueProducts.find((candidate) => candidate.id === 'baobab-homeshield');
    if (!product?.termsHtml) throw new Error('HomeShield has terms');
    const terms = inKiswahili(product).termsHtml ?? '';
    const summary = terms.slice(0, terms.indexOf(product.termsHtml));
    expect(terms.endsWith(product.termsHtml)).toBe(true);
    readInLanguage('sw', () => {
      expect(summary).toContain(`<h3>${catalogueMessages.termsSummaryTitle}</h3>`);
      expect(summary).toContain(catalogueMessages.homeShieldExcess);
      expect(summary).toContain(catalogueMessages.termsBindingInEnglish);
    });
    expect(summary).toContain('KSh 5,000');
  });

  it('leaves a product without terms without them ("No terms available")', () => {
    const product = catalogueProducts.find((candidate) => candidate.termsHtml === null);
    expect(product).toBeDefined();
    if (product) expect(inKiswahili(product).termsHtml).toBeNull();
  });

  it('shows a text the messages do not know in English rather than blank', () => {
    const edited = {
      description: 'A new description.',
      benefits: [{ name: 'New benefit' }],
      termsHtml: null,
    };
    expect(readInLanguage('sw', () => spokenProductTexts(edited))).toEqual(edited);
  });

  it('answers in English unchanged', () => {
    for (const product of catalogueProducts)
      expect(readInLanguage('en', () => spokenProductTexts(product))).toBe(product);
  });
});
