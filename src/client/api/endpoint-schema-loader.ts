// The contract's schemas, one resource's at a time: a resource's schemas are built on the first call to
// one of its endpoints. Building zod schemas costs a phone's CPU (all of them together were the longest
// task of /profile's start: 126 ms at Lighthouse's 4x throttling), so a page builds only those it calls:
// the portal's first screen the profile's, not the claims' or the back office's; the quote its own. The
// build keeps every resource's schemas in one chunk (vite.config.ts) and runs only the modules imported.
import type { SchemasOf } from '../../domain/contract/endpoint-schema';
import type { EndpointSchemas } from '../../domain/contract/endpoint-schemas';
import type { EndpointGroupName, EndpointName, endpointGroups } from '../../domain/contract/endpoints';
import { wireRoutes } from '../../domain/contract/wire-routes';

type Groups = typeof endpointGroups;

const loaders: { [G in EndpointGroupName]: () => Promise<SchemasOf<Groups[G]>> } = {
  health: () => import('../../domain/contract/health-schemas').then((m) => m.healthSchemas),
  catalogue: () => import('../../domain/contract/catalogue-schemas').then((m) => m.catalogueSchemas),
  quotation: () => import('../../domain/contract/quotations-schemas').then((m) => m.quotationSchemas),
  payment: () => import('../../domain/contract/payments-schemas').then((m) => m.paymentSchemas),
  cover: () => import('../../domain/contract/covers-schemas').then((m) => m.coverSchemas),
  verify: () => import('../../domain/contract/verify-schemas').then((m) => m.verifySchemas),
  user: () => import('../../domain/contract/users-schemas').then((m) => m.userSchemas),
  profile: () => import('../../domain/contract/profile-schemas').then((m) => m.profileSchemas),
  myData: () => import('../../domain/contract/my-data-schemas').then((m) => m.myDataSchemas),
  claim: () => import('../../domain/contract/claims-schemas').then((m) => m.claimSchemas),
  adminSession: () =>
    import('../../domain/contract/admin-session-schemas').then((m) => m.adminSessionSchemas),
  adminOperators: () =>
    import('../../domain/contract/admin-operators-schemas').then((m) => m.adminOperatorsSchemas),
  adminApplications: () =>
    import('../../domain/contract/admin-applications-schemas').then((m) => m.adminApplicationsSchemas),
  adminPayments: () =>
    import('../../domain/contract/admin-payments-schemas').then((m) => m.adminPaymentsSchemas),
  adminDashboard: () =>
    import('../../domain/contract/admin-dashboard-schemas').then((m) => m.adminDashboardSchemas),
  adminClaims: () => import('../../domain/contract/admin-claims-schemas').then((m) => m.adminClaimsSchemas),
  adminLeads: () => import('../../domain/contract/admin-leads-schemas').then((m) => m.adminLeadsSchemas),
  // The gateway's, never the app's: here because every resource has its loader.
  ussd: () => import('../../domain/contract/ussd-schemas').then((m) => m.ussdSchemas),
};

/** The resource an endpoint belongs to (from the generated wire routes: the tables' summaries stay off the client). */
export function endpointGroupOf(name: EndpointName): EndpointGroupName {
  return wireRoutes[name].group;
}

/**
 * The schemas of endpoint `name`, loading its resource's chunk if no call has yet. A call that fails
 * before it reads its answer never awaits them: their own failure (offline, chunk not cached) must not
 * surface as an unhandled rejection. Awaiting the promise still sees it.
 */
export function loadEndpointSchemas<N extends EndpointName>(name: N): Promise<EndpointSchemas[N]> {
  const loading = loaders[endpointGroupOf(name)]().then(
    (schemas) => (schemas as Record<string, unknown>)[name] as EndpointSchemas[N],
  );
  loading.catch(() => undefined);
  return loading;
}
