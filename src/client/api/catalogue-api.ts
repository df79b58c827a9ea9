import type { CatalogueProduct } from '../../domain/api';
import { contract } from './contract';
import { apiRequest } from './http';

/** The public catalogue with what pricing needs, checked against the contract. */
export async function fetchCatalogue(): Promise<CatalogueProduct[]> {
  const schemas = contract();
  const response = await apiRequest<unknown>('/home-insurance/catalogue');
  return (await schemas).CatalogueResponseSchema.parse(response).data.products;
}
