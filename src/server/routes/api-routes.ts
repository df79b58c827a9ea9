// Every API resource, mounted under /api by app.ts. Each resource folder holds thin routes only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../db/open-database';
import { requireUser } from '../http/authentication';
import { compressAnswers } from '../http/compress-answers';
import { decorateOperator, requireOperator, requireRole } from '../http/operator-authentication';
import { type AccessGuards, endpointServer } from '../http/serve-endpoint';
import type { AppServices } from '../services/app-services';
import { serveAdminApplications } from './admin/admin-applications-routes';
import { serveAdminClaims } from './admin/admin-claims-routes';
import { serveAdminDashboard } from './admin/admin-dashboard-routes';
import { serveAdminLeads } from './admin/admin-leads-routes';
import { serveAdminOperators } from './admin/admin-operators-routes';
import { serveAdminPayments } from './admin/admin-payments-routes';
import { serveAdminSession } from './admin/admin-session-routes';
import { serveAdminSetup } from './admin/admin-setup-routes';
import { serveCatalogue } from './catalogue/catalogue-routes';
import { readClaimFileBodies, serveClaimFiles } from './claims/claim-files-routes';
import { serveClaims } from './claims/claims-routes';
import { serveCoverDocuments } from './covers/cover-documents-routes';
import { serveCoverRenewals } from './covers/cover-renewal-routes';
import { serveCoverVerification } from './covers/cover-verification-routes';
import { serveCovers } from './covers/covers-routes';
import { serveHealth } from './health/health-routes';
import { serveMpesa } from './payments/mpesa-routes';
import { servePaymentConfirmation } from './payments/payment-confirmation-routes';
import { serveTransactionStatus } from './payments/transaction-status-routes';
import { serveQuotations } from './quotations/quotations-routes';
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
import { readUssdForms, serveUssd } from './ussd/ussd-routes';

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
  await compressAnswers(app);
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
  serveCoverVerification(serve, services);
  serveHealth(serve, database);
  serveCatalogue(serve, services);
  serveQuotations(serve, services);
  serveMpesa(serve, services);
  // M-Pesa's callback at its path and at the one it had before (prompts sent then still name it), and
  // the Transaction Status Results beneath it.
  servePaymentConfirmation(serve, services);
  serveTransactionStatus(serve, services);
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
  // The back office: its own sessions and guards, see http/operator-authentication.ts.
  serveAdminSetup(serve, services);
  serveAdminSession(serve, services);
  serveAdminOperators(serve, services);
  serveAdminApplications(serve, services);
  serveAdminLeads(serve, services);
  serveAdminPayments(serve, services);
  serveAdminDashboard(serve, services);
  serveAdminClaims(serve, services);

  // Claims on one's own cover, and their photos and documents: the files in a context of their own, whose
  // bodies are raw bytes rather than JSON.
  serveClaims(serve, services);
  await app.register(async (files) => {
    readClaimFileBodies(files);
    serveClaimFiles(endpointServer(files, guards, production), services);
  });
  // USSD: the gateway's forms, in a context of their own too.
  await app.register(async (ussd) => {
    readUssdForms(ussd);
    serveUssd(endpointServer(ussd, guards, production), services);
  });
};
