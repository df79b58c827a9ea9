// Every endpoint of the API, by name: the routes' one table (the server registers each once from it, the
// client fills its paths from it, docs/api/openapi.json is generated from it). Strings only; the schemas
// are in endpoint-schemas.ts.
import { adminApplicationsEndpoints } from './admin-applications-endpoints';
import { adminClaimsEndpoints } from './admin-claims-endpoints';
import { adminDashboardEndpoints } from './admin-dashboard-endpoints';
import { adminOperatorsEndpoints } from './admin-operators-endpoints';
import { adminPaymentsEndpoints } from './admin-payments-endpoints';
import { adminSessionEndpoints } from './admin-session-endpoints';
import { catalogueEndpoints } from './catalogue-endpoints';
import { claimEndpoints } from './claims-endpoints';
import { coverEndpoints } from './covers-endpoints';
import { healthEndpoints } from './health-endpoints';
import { paymentEndpoints } from './payments-endpoints';
import { profileEndpoints } from './profile-endpoints';
import { quotationEndpoints } from './quotations-endpoints';
import { userEndpoints } from './users-endpoints';
import { verifyEndpoints } from './verify-endpoints';

export const endpoints = {
  ...healthEndpoints,
  ...catalogueEndpoints,
  ...quotationEndpoints,
  ...paymentEndpoints,
  ...coverEndpoints,
  ...verifyEndpoints,
  ...userEndpoints,
  ...profileEndpoints,
  ...claimEndpoints,
  ...adminSessionEndpoints,
  ...adminOperatorsEndpoints,
  ...adminApplicationsEndpoints,
  ...adminPaymentsEndpoints,
  ...adminDashboardEndpoints,
  ...adminClaimsEndpoints,
};

export type EndpointName = keyof typeof endpoints;
