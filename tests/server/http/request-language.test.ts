// The API answers its messages in the language the request asks for (issue 28): the client sends its
// page's language in Accept-Language.
import { describe, expect, it } from 'vitest';
import type { QuotedProduct, QuoteResponse } from '../../../src/domain/api';
import { catalogueMessages } from '../../../src/domain/catalogue/catalogue-messages';
import { readInLanguage } from '../../../src/domain/language/current-language';
import { quotationMessages } from '../../../src/domain/quotation-messages';
import { underwriterMessages } from '../../../src/domain/underwriter-messages';
import { setupTestApp } from '../../helpers/server-app';

const context = setupTestApp();

const quote = (payload: object, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'POST', url: '/api/home-insurance/quotations/quote', payload, headers });

describe("the API's language", () => {
  const notAnOwnerAnswer = {
    is_owner: 'maybe',
    location: 'Kilimani, Nairobi',
    value_of_house_hold_items: 500_000,
  };

  it('answers a validation message in Kiswahili to a Kiswahili page', async () => {
    const response = await quote(notAnOwnerAnswer, { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.8' });
    expect(response.statusCode).toBe(400);
    const kiswahili = readInLanguage('sw', () => quotationMessages.isOwner);
    expect(kiswahili).not.toBe(quotationMessages.isOwner);
    expect(response.json().message).toBe(kiswahili);
    expect(response.json().errors).toContainEqual({ path: 'is_owner', message: kiswahili });
  });

  it("answers in English, the spec's words, without a header or with another language", async () => {
    const headerSets: Record<string, string>[] = [
      {},
      { 'accept-language': 'fr-FR,fr;q=0.9' },
      { 'accept-language': 'en-KE' },
    ];
    for (const headers of headerSets) {
      const response = await quote(notAnOwnerAnswer, headers);
      expect(response.json().message).toBe(quotationMessages.isOwner);
    }
  });

  it('answers an error from the catalogue in Kiswahili too', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/home-insurance/quotations/',
      payload: {
        quotation_id: '9b2f1d4e-0000-4000-8000-000000000000',
        product_id: 'any',
        user: {
          name: 'Achieng Otieno',
          msisdn: '+254 712 345 678',
          email: 'achieng.otieno@mail.com',
          id_number: '30123456',
          profession: 'Nurse',
          address: 'P.O. Box 45-40100, Kisumu',
          kra_pin: 'A009876543B',
        },
      },
      headers: { 'accept-language': 'sw' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: false,
      message: readInLanguage('sw', () => quotationMessages.noQuotation),
      code: 'quotation_not_found',
    });
  });

  it("answers a quote's products in Kiswahili: descriptions, benefits, taglines, and a summary above the English terms", async () => {
    const tenant = { is_owner: '0', value_of_house_hold_items: 350_000 };
    const productsIn = async (headers: Record<string, string>) => {
      const response = await quote(tenant, headers);
      expect(response.statusCode).toBe(200);
      return (response.json() as QuoteResponse).data.products;
    };
    const english = await productsIn({});
    const kiswahili = await productsIn({ 'accept-language': 'sw' });
    expect(kiswahili.map((product) => product.id)).toEqual(english.map((product) => product.id));
    const mpangaji = (products: QuotedProduct[] = []) => {
      const found = products.find((product) => product.id === 'simba-mpangaji');
      if (!found) throw new Error('Mpangaji Contents Cover is quoted to a tenant');
      return found;
    };
    const [inEnglish, inKiswahili] = [mpangaji(english), mpangaji(kiswahili)];
    readInLanguage('sw', () => {
      expect(inKiswahili.description).toBe(catalogueMessages.mpangajiDescription);
      expect(inKiswahili.benefits.map((benefit) => benefit.name)).toEqual([
        catalogueMessages.householdContents,
        catalogueMessages.phonesAndLaptops,
        catalogueMessages.tenantsLiability,
      ]);
      expect(inKiswahili.terms_and_conditions).toContain(catalogueMessages.mpangajiExcess);
    });
    expect(inKiswahili.under_writer.tagline).toBe(
      readInLanguage('sw', () => underwriterMessages.simbaTagline),
    );
    expect(inEnglish.description).toBe(catalogueMessages.mpangajiDescription);
    expect(inEnglish.under_writer.tagline).toBe(underwriterMessages.simbaTagline);
    expect(inKiswahili.terms_and_conditions?.endsWith(inEnglish.terms_and_conditions ?? '-')).toBe(true);
    expect(inKiswahili.quotation).toBe(inEnglish.quotation);
  });
});
