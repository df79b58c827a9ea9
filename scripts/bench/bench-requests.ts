// The bodies the bench sends: the quotation the outside load test priced, and a buy of its cheapest
// product by a visitor paying from their own phone.

// An owner insuring all three sections: the most products and sections to price (quote-latency.ts too).
export const quoteRequest = {
  is_owner: '1',
  location: 'Kilimani, Nairobi',
  value_of_property: 5_000_000,
  value_of_house_hold_items: 800_000,
  value_of_portable_items: 150_000,
  house_hold_items: [
    { name: 'Sofa set', value: 300_000 },
    { name: 'Fridge', value: 500_000 },
  ],
};

export interface QuotedChoice {
  quotationId: string;
  productId: string;
  total: number;
}

/** Buy-product for `holder`'s cover, paid from `payer` (the phone that gets the prompt). */
export function buyRequest(choice: QuotedChoice, holder: string, payer: string) {
  return {
    cover: {
      ...quoteRequest,
      country_or_town: 'Nairobi',
      type_of_residence: 'Apartment',
      construction: 'Stone',
      product_id: choice.productId,
      quotation_id: choice.quotationId,
      quotation: choice.total,
    },
    user: {
      name: 'Bench Visitor',
      msisdn: holder,
      email: `bench.${holder}@mail.com`,
      id_number: '30123456',
      profession: 'Tester',
      address: 'P.O. Box 1-00100, Nairobi',
      kra_pin: 'A001234567Z',
    },
    msisdn: payer,
  };
}
