// Every API resource, mounted under /api by app.ts. Each resource folder holds thin routes only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../db/open-database';
import { requireUser } from '../http/authentication';
import { decorateOperator, requireOperator, requireRole } from '../http/operator-authentication';
import { type AccessGuards, endpointServer } from '../http/serve-endpoint';
import type { AppServices } from '../services/app-services';
import { adminApplicationsRoutes } from './admin/admin-applications-routes';
import { adminClaimsRoutes } from './admin/admin-claims-routes';
import { adminDashboardRoutes } from './admin/admin-dashboard-routes';
import { adminOperatorsRoutes } from './admin/admin-operators-routes';
import { adminPaymentsRoutes } from './admin/admin-payments-routes';
import { adminSessionRoutes } from './admin/admin-session-routes';
import { adminSetupRoutes } from './admin/admin-setup-routes';
import { catalogueRoutes } from './catalogue/catalogue-routes';
import { readClaimFileBodies, serveClaimFiles } from './claims/claim-files-routes';
import { serveClaims } from './claims/claims-routes';
import { serveCoverDocuments } from './covers/cover-documents-routes';
import { serveCoverRenewals } from './covers/cover-renewal-routes';
import { serveCovers } from './covers/covers-routes';
import { healthRoutes } from './health/health-routes';
import { mpesaRoutes } from './payments/mpesa-routes';
import { paymentConfirmationRoutes } from './payments/payment-confirmation-routes';
import { transactionStatusRoutes } from './payments/transaction-status-routes';
import { quotationsRoutes } from './quotations/quotations-routes';
import { serveChangePassword } from './users/change-password-routes';
import { serveForgotPassword } from './users/forgot-password-routes';
import { serveLogin } from './users/login-routes';
import { serveLogout } from './users/logout-routes';
import { serveMyData } from './users/my-data-routes';
import { serveOtp } from './users/otp-routes';
import { serveProfile } from './users/profile-routes';
import { serveResetPassword } from './users/reset-password-routes';
import { serveSignup } from './users/signup-routes';
import { serveUserLookup } from './users/user-lookup-routes';

export interface ApiRoutesOptions {
  database: DatabaseHandle;
  services: AppServices;
  /** In production an undeclared error code is logged and sent; elsewhere it fails the request loudly. */
  production: boolean;
}

export const apiRoutes: FastifyPluginAsyncZod<ApiRoutesOptions> = async (
  app,
  { database, services, production },
) => {
  // API answers are per user and per moment; no browser or proxy cache may keep them.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // The endpoints of the contract (src/domain/contract), each registered once with its guard and schemas.
  decorateOperator(app);
  const requireOperatorSession = requireOperator(services.operators.sessions);
  const guards: AccessGuards = {
    client: [async (request) => void requireUser(request)],
    owner: [async (request) => void requireUser(request)],
    operator: [requireOperatorSession],
    admin: [requireOperatorSession, requireRole('admin')],
  };
  const serve = endpointServer(app, guards, production);
  serveCovers(serve, services);
  serveCoverDocuments(serve, services);
  serveCoverRenewals(serve, services);
  serveUserLookup(serve, services);
  serveOtp(serve, services);
  serveLogin(serve, services);
  serveLogout(serve, services);
  serveSignup(serve, services);
  serveChangePassword(serve, services);
  serveForgotPassword(serve, services);
  serveResetPassword(serve, services);
  serveProfile(serve, services);
  serveMyData(serve, services);

  await app.register(healthRoutes, { database });
  await app.register(catalogueRoutes, { prefix: '/home-insurance/catalogue', services });
  await app.register(quotationsRoutes, { prefix: '/home-insurance/quotations', services });
  // Claims on one's own cover, and their photos and documents: the files in a context of their own, whose
  // bodies are raw bytes rather than JSON.
  serveClaims(serve, services);
  await app.register(async (files) => {
    readClaimFileBodies(files);
    serveClaimFiles(endpointServer(files, guards, production), services);
  });
  await app.register(mpesaRoutes, { prefix: '/home-insurance/mpesa', services });
  await app.register(paymentConfirmationRoutes, {
    prefix: '/home-insurance/payments',
    services,
    path: '/confirmation',
  });
  // Issue 23: Transaction Status Results, beneath the confirmation path and its token.
  await app.register(transactionStatusRoutes, { prefix: '/home-insurance/payments', services });
  // Prompts sent before the callback moved still name this path.
  await app.register(paymentConfirmationRoutes, {
    prefix: '/home-insurance/mpesa',
    services,
    path: '/callback',
  });
  // The back office (issue 12): its own sessions and guards, see http/operator-authentication.ts.
  await app.register(adminSetupRoutes, { prefix: '/admin', services });
  await app.register(adminSessionRoutes, { prefix: '/admin', services });
  await app.register(adminOperatorsRoutes, { prefix: '/admin', services });
  await app.register(adminApplicationsRoutes, { prefix: '/admin', services });
  await app.register(adminPaymentsRoutes, { prefix: '/admin', services });
  await app.register(adminDashboardRoutes, { prefix: '/admin', services });
  await app.register(adminClaimsRoutes, { prefix: '/admin', services });
};
