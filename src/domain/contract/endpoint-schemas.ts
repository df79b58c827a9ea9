// The schemas of every endpoint, by the same names as endpoints.ts (which the type below holds it to).
import { adminApplicationsSchemas } from './admin-applications-schemas';
import { adminClaimsSchemas } from './admin-claims-schemas';
import { adminDashboardSchemas } from './admin-dashboard-schemas';
import { adminLeadsSchemas } from './admin-leads-schemas';
import { adminOperatorsSchemas } from './admin-operators-schemas';
import { adminPaymentsSchemas } from './admin-payments-schemas';
import { adminSessionSchemas } from './admin-session-schemas';
import { catalogueSchemas } from './catalogue-schemas';
import { claimSchemas } from './claims-schemas';
import { coverSchemas } from './covers-schemas';
import type { EndpointSchema } from './endpoint-schema';
import type { EndpointName } from './endpoints';
import { healthSchemas } from './health-schemas';
import { myDataSchemas } from './my-data-schemas';
import { paymentSchemas } from './payments-schemas';
import { profileSchemas } from './profile-schemas';
import { quotationSchemas } from './quotations-schemas';
import { userSchemas } from './users-schemas';
import { ussdSchemas } from './ussd-schemas';
import { verifySchemas } from './verify-schemas';

export const endpointSchemas = {
  ...healthSchemas,
  ...catalogueSchemas,
  ...quotationSchemas,
  ...paymentSchemas,
  ...coverSchemas,
  ...verifySchemas,
  ...userSchemas,
  ...profileSchemas,
  ...myDataSchemas,
  ...claimSchemas,
  ...adminSessionSchemas,
  ...adminOperatorsSchemas,
  ...adminApplicationsSchemas,
  ...adminPaymentsSchemas,
  ...adminLeadsSchemas,
  ...adminDashboardSchemas,
  ...ussdSchemas,
  ...adminClaimsSchemas,
} satisfies Record<EndpointName, EndpointSchema>;

export type EndpointSchemas = typeof endpointSchemas;
