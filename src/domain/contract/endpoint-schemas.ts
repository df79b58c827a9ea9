// The schemas of every endpoint, by the same names as endpoints.ts (which the type below holds it to).
import { adminApplicationsSchemas } from './admin-applications-schemas';
import { adminClaimsSchemas } from './admin-claims-schemas';
import { adminDashboardSchemas } from './admin-dashboard-schemas';
import { adminOperatorsSchemas } from './admin-operators-schemas';
import { adminPaymentsSchemas } from './admin-payments-schemas';
import { adminSessionSchemas } from './admin-session-schemas';
import { coverSchemas } from './covers-schemas';
import type { EndpointSchema } from './endpoint-schema';
import type { EndpointName } from './endpoints';

export const endpointSchemas = {
  ...coverSchemas,
  ...adminApplicationsSchemas,
  ...adminClaimsSchemas,
  ...adminDashboardSchemas,
  ...adminOperatorsSchemas,
  ...adminPaymentsSchemas,
  ...adminSessionSchemas,
} satisfies Record<EndpointName, EndpointSchema>;

export type EndpointSchemas = typeof endpointSchemas;
