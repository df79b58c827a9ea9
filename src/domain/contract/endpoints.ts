// Every endpoint of the API, by name: the routes' one table (the server registers each once from it, the
// client fills its paths from it, docs/api/openapi.json is generated from it). Strings only; the schemas
// are in endpoint-schemas.ts.
import { adminApplicationsEndpoints } from './admin-applications-endpoints';
import { adminClaimsEndpoints } from './admin-claims-endpoints';
import { adminDashboardEndpoints } from './admin-dashboard-endpoints';
import { adminOperatorsEndpoints } from './admin-operators-endpoints';
import { adminPaymentsEndpoints } from './admin-payments-endpoints';
import { adminSessionEndpoints } from './admin-session-endpoints';
import { coverEndpoints } from './covers-endpoints';

export const endpoints = {
  ...coverEndpoints,
  ...adminApplicationsEndpoints,
  ...adminClaimsEndpoints,
  ...adminDashboardEndpoints,
  ...adminOperatorsEndpoints,
  ...adminPaymentsEndpoints,
  ...adminSessionEndpoints,
};

export type EndpointName = keyof typeof endpoints;
