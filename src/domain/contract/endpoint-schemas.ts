// The schemas of every endpoint, by the same names as endpoints.ts (which the type below holds it to).
import { claimSchemas } from './claims-schemas';
import { coverSchemas } from './covers-schemas';
import type { EndpointSchema } from './endpoint-schema';
import type { EndpointName } from './endpoints';
import { profileSchemas } from './profile-schemas';
import { userSchemas } from './users-schemas';

export const endpointSchemas = {
  ...coverSchemas,
  ...userSchemas,
  ...profileSchemas,
  ...claimSchemas,
} satisfies Record<EndpointName, EndpointSchema>;

export type EndpointSchemas = typeof endpointSchemas;
