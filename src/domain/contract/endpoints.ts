// Every endpoint of the API, by name: the routes' one table (the server registers each once from it, the
// client fills its paths from it, docs/api/openapi.json is generated from it). Strings only; the schemas
// are in endpoint-schemas.ts.
import { adminApplicationsEndpoints } from './admin-applications-endpoints';
import { adminClaimsEndpoints } from './admin-claims-endpoints';
import { adminDashboardEndpoints } from './admin-dashboard-endpoints';
import { adminLeadsEndpoints } from './admin-leads-endpoints';
import { adminOperatorsEndpoints } from './admin-operators-endpoints';
import { adminPaymentsEndpoints } from './admin-payments-endpoints';
import { adminSessionEndpoints } from './admin-session-endpoints';
import { catalogueEndpoints } from './catalogue-endpoints';
import { claimEndpoints } from './claims-endpoints';
import { coverEndpoints } from './covers-endpoints';
import { healthEndpoints } from './health-endpoints';
import { myDataEndpoints } from './my-data-endpoints';
import { paymentEndpoints } from './payments-endpoints';
import { profileEndpoints } from './profile-endpoints';
import { quotationEndpoints } from './quotations-endpoints';
import { userEndpoints } from './users-endpoints';
import { ussdEndpoints } from './ussd-endpoints';
import { verifyEndpoints } from './verify-endpoints';

/** The endpoints by resource: the client loads one resource's schemas when it first calls one of them. */
export const endpointGroups = {
  health: healthEndpoints,
  catalogue: catalogueEndpoints,
  quotation: quotationEndpoints,
  payment: paymentEndpoints,
  cover: coverEndpoints,
  verify: verifyEndpoints,
  user: userEndpoints,
  profile: profileEndpoints,
  myData: myDataEndpoints,
  claim: claimEndpoints,
  adminSession: adminSessionEndpoints,
  adminOperators: adminOperatorsEndpoints,
  adminApplications: adminApplicationsEndpoints,
  adminPayments: adminPaymentsEndpoints,
  adminDashboard: adminDashboardEndpoints,
  adminClaims: adminClaimsEndpoints,
  adminLeads: adminLeadsEndpoints,
  ussd: ussdEndpoints,
};

type EndpointGroups = typeof endpointGroups;
export type EndpointGroupName = keyof EndpointGroups;
type AllOf<U> = (U extends unknown ? (all: U) => void : never) extends (all: infer I) => void ? I : never;

export const endpoints = Object.assign({}, ...Object.values(endpointGroups)) as AllOf<
  EndpointGroups[EndpointGroupName]
>;

export type EndpointName = keyof typeof endpoints;
