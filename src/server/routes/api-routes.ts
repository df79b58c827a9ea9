// Every API resource, mounted under /api by app.ts. Each resource folder holds thin routes only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../db/open-database';
import { requireUser } from '../http/authentication';
import { decorateOperator, requireOperator, requireRole } from '../http/operator-authentication';
import { endpointServer } from '../http/serve-endpoint';
import type { AppServices } from '../services/app-services';
import { serveAdminApplications } from './admin/admin-applications-routes';
import { serveAdminClaims } from './admin/admin-claims-routes';
import { serveAdminDashboard } from './admin/admin-dashboard-routes';
import { serveAdminOperators } from './admin/admin-operators-routes';
import { serveAdminPayments } from './admin/admin-payments-routes';
import { serveAdminSession } from './admin/admin-session-routes';
import { serveAdminSetup } from './admin/admin-setup-routes';
import { catalogueRoutes } from './catalogue/catalogue-routes';
import { claimFilesRoutes } from './claims/claim-files-routes';
import { claimsRoutes } from './claims/claims-routes';
import { serveCoverDocuments } from './covers/cover-documents-routes';
import { serveCoverRenewals } from './covers/cover-renewal-routes';
import { serveCovers } from './covers/covers-routes';
import { healthRoutes } from './health/health-routes';
import { mpesaRoutes } from './payments/mpesa-routes';
import { paymentConfirmationRoutes } from './payments/payment-confirmation-routes';
import { transactionStatusRoutes } from './payments/transaction-status-routes';
import { quotationsRoutes } from './quotations/quotations-routes';
import { changePasswordRoutes } from './users/change-password-routes';
import { forgotPasswordRoutes } from './users/forgot-password-routes';
import { loginRoutes } from './users/login-routes';
import { logoutRoutes } from './users/logout-routes';
import { myDataRoutes } from './users/my-data-routes';
import { otpRoutes } from './users/otp-routes';
import { profileRoutes } from './users/profile-routes';
import { resetPasswordRoutes } from './users/reset-password-routes';
import { signupRoutes } from './users/signup-routes';
import { userLookupRoutes } from './users/user-lookup-routes';

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
  const serve = endpointServer(
    app,
    {
      client: [async (request) => void requireUser(request)],
      owner: [async (request) => void requireUser(request)],
      operator: [requireOperatorSession],
      admin: [requireOperatorSession, requireRole('admin')],
    },
    production,
  );
  serveCovers(serve, services);
  serveCoverDocuments(serve, services);
  serveCoverRenewals(serve, services);
  // The back office: its own sessions and guards, see http/operator-authentication.ts.
  serveAdminSetup(serve, services);
  serveAdminSession(serve, services);
  serveAdminOperators(serve, services);
  serveAdminApplications(serve, services);
  serveAdminPayments(serve, services);
  serveAdminDashboard(serve, services);
  serveAdminClaims(serve, services);

  await app.register(healthRoutes, { database });
  await app.register(catalogueRoutes, { prefix: '/home-insurance/catalogue', services });
  await app.register(quotationsRoutes, { prefix: '/home-insurance/quotations', services });
  await app.register(userLookupRoutes, { prefix: '/home-insurance/users', services });
  await app.register(otpRoutes, { prefix: '/home-insurance/users', services });
  await app.register(loginRoutes, { prefix: '/home-insurance/users', services });
  await app.register(logoutRoutes, { prefix: '/home-insurance/users', services });
  await app.register(signupRoutes, { prefix: '/home-insurance/users', services });
  await app.register(changePasswordRoutes, { prefix: '/home-insurance/users', services });
  await app.register(forgotPasswordRoutes, { prefix: '/home-insurance/users', services });
  await app.register(resetPasswordRoutes, { prefix: '/home-insurance/users', services });
  await app.register(profileRoutes, { prefix: '/home-insurance/users', services });
  await app.register(myDataRoutes, { prefix: '/home-insurance/users', services });
  // Issue 13: claims on one's own cover, and their photos and documents.
  await app.register(claimsRoutes, { prefix: '/home-insurance/claims', services });
  await app.register(claimFilesRoutes, { prefix: '/home-insurance/claims', services });
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
};
