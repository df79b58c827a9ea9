// The schemas of every endpoint, by the same names as endpoints.ts (which the type below holds it to).
import { catalogueSchemas } from './catalogue-schemas';
import { coverSchemas } from './covers-schemas';
import type { EndpointSchema } from './endpoint-schema';
import type { EndpointName } from './endpoints';
import { healthSchemas } from './health-schemas';
import { paymentSchemas } from './payments-schemas';
import { quotationSchemas } from './quotations-schemas';

export const endpointSchemas = {
  ...coverSchemas,
  ...catalogueSchemas,
  ...quotationSchemas,
  ...paymentSchemas,
  ...healthSchemas,
} satisfies Record<EndpointName, EndpointSchema>;

export type EndpointSchemas = typeof endpointSchemas;
