import { CatalogueResponseSchema } from '../api/catalogue';
import type { catalogueEndpoints } from './catalogue-endpoints';
import type { SchemasOf } from './endpoint-schema';

export const catalogueSchemas = {
  catalogue: { response: { 200: CatalogueResponseSchema } },
} satisfies SchemasOf<typeof catalogueEndpoints>;
