import { type CatalogueProduct, CatalogueResponseSchema } from '../../domain/api';
import { apiRequest } from './http';

/** The public catalogue with what pricing needs, checked against the contract. */
export async function fetchCatalogue(): Promise<CatalogueProduct[]> {
  const response = await apiRequest<unknown>('/home-insurance/catalogue');
  return CatalogueResponseSchema.parse(response).data.products;
}
