import type { CatalogueProduct } from '../../domain/api/catalogue';
import { quotationMessages } from '../../domain/quotation-messages';
import { callEndpoint } from './call-endpoint';

/** The public catalogue with what pricing needs, checked against the contract. */
export async function fetchCatalogue(): Promise<CatalogueProduct[]> {
  const answer = await callEndpoint('catalogue', {}, quotationMessages.productsUnreadable);
  return answer.data.products;
}
