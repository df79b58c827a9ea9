// Builds the Fastify app from injected dependencies and nothing else, so tests build it exactly as
// main.ts does, on their own database. main.ts listens; this file never does.
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { serveApiDocs } from './api-docs/serve-api-docs';
import { type Clock, systemClock } from './clock';
import type { AppConfig, TrustProxy } from './config';
import type { DatabaseHandle } from './db/open-database';
import { authenticateRequests } from './http/authentication';
import { drainConnectionsOnClose } from './http/drain-on-close';
import { handleError } from './http/error-handler';
import { buildLoggerOptions, type LogDestination } from './http/logger-options';
import { answerInRequestLanguage } from './http/request-language';
import { registerSecurityHeaders } from './http/security-headers';
import { createMailSender } from './integrations/mail/create-mail-sender';
import type { MailSender } from './integrations/mail/mail-sender';
import { withLegalIdentity } from './integrations/mail/with-legal-identity';
import { MAX_PARAM_LENGTH, paybillPaths } from './integrations/mpesa/daraja-callback-url';
import { type MpesaConnection, openMpesaConnection } from './integrations/mpesa/mpesa-connection';
import { createSmsSender } from './integrations/sms/create-sms-sender';
import type { SmsSender } from './integrations/sms/sms-sender';
import { apiRoutes } from './routes/api-routes';
import { createServices } from './services/app-services';
import { createPasswordHashing } from './services/auth/password-hash';
import type { PolicyDocumentsService } from './services/documents/policy-documents-service';
import type { NotificationsService } from './services/notifications/notifications-service';
import type { PaymentServices } from './services/payments/payment-services';
import type { RenewalReminders } from './services/renewals/renewal-reminders';
import { registerClientHosting } from './static/client-hosting';
import { createFileStorage } from './storage/create-file-storage';
import type { FileStorage } from './storage/file-storage';

/** What a JSON body may weigh. */
export const API_BODY_LIMIT_BYTES = 64 * 1024;

/** The client build `npm start` produces, resolved from this file rather than the working directory. */
export const defaultClientDir = fileURLToPath(new URL('../../dist/client', import.meta.url));

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment services, for main.ts's reconciliation timer and for tests that run a pass themselves. */
    payments: PaymentServices;
    /** The e-mail and SMS outbox, for main.ts's timer and for tests that send or wait for what is due. */
    notifications: NotificationsService;
    /** The client's documents; the operators' approval step calls `documents.issueSchedule`. */
    documents: PolicyDocumentsService;
    /** The renewal-reminder job, for main.ts's hourly timer and for tests that run a pass. */
    renewalReminders: RenewalReminders;
  }
}

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  /** The built client to serve; defaults to dist/client. A folder without index.html serves no pages. */
  clientDir?: string;
  /** Where log lines go (tests capture them); stdout by default. */
  logDestination?: LogDestination;
  /** What "now" is for expiries and limits; the system clock by default (tests move their own). */
  clock?: Clock;
  /** Where text messages go; the driver SMS_PROVIDER names by default. */
  sms?: SmsSender;
  /** Where e-mails go; the driver MAIL_DRIVER / SMTP_URL name by default. */
  mail?: MailSender;
  /**
   * The Daraja client to pay through. By default one is opened from the configuration (in simulator mode
   * that starts the simulator on a loopback port) and closed with the app.
   */
  mpesa?: MpesaConnection;
  /** Where documents are kept; the driver the storage configuration names by default. */
  storage?: FileStorage;
}

/**
 * Our own address as the simulator can reach it, once listening: the callback base in simulator mode when
 * MPESA_CALLBACK_BASE_URL is not set. Before listen (tests that only inject) callbacks cannot arrive, which
 * is exactly the "callback lost" case the status query and the reconciler exist for.
 */
function localBaseUrl(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | null;
  if (!address || typeof address === 'string') return 'http://127.0.0.1:9';
  const host = ['0.0.0.0', '::'].includes(address.address)
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}

// Fastify honours a hop count at run time but its types omit it; this is what it does with one.
function fastifyTrustProxy(value: TrustProxy) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: buildLoggerOptions(deps.config.logLevel, deps.logDestination),
    // Behind a load balancer the client's address is in X-Forwarded-For; request.ip (rate limits, the
    // OTP audit column) reads it only from proxies this setting trusts.
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    // The callback's secret token is a route parameter; Fastify's default limit (100) broke long ones.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // The largest real body (a buy with 100 listed items) is about 10 KB. Anything far bigger is refused
    // unread (413): parsing a megabyte of nested brackets alone costs 50-170 ms of CPU.
    bodyLimit: API_BODY_LIMIT_BYTES,
    // A malformed URL (invalid percent-encoding, a path parameter over the length limit) answers in the
    // API's error shape too, through the one error handler.
    frameworkErrors: handleError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  answerInRequestLanguage(app);
  drainConnectionsOnClose(app);

  await registerSecurityHeaders(app);
  const clock = deps.clock ?? systemClock;
  const mpesa = deps.mpesa ?? (await openMpesaConnection(deps.config.mpesa, { clock }));
  if (!deps.mpesa) app.addHook('onClose', () => mpesa.close());
  const { callbackBaseUrl } = deps.config.mpesa;
  const siteOrigin = () => deps.config.siteOrigin ?? localBaseUrl(app);
  const services = createServices({
    db: deps.database.db,
    clock,
    sms: deps.sms ?? createSmsSender(deps.config.sms),
    otpSecret: deps.config.otpSecret,
    daraja: mpesa.daraja,
    mail: withLegalIdentity(deps.mail ?? createMailSender(deps.config.mail)),
    callbackToken: deps.config.mpesa.callbackToken,
    paybills: deps.config.mpesa.paybills,
    maxPaymentAmount: deps.config.mpesa.maxAmount,
    callbackBaseUrl: () => callbackBaseUrl ?? localBaseUrl(app),
    log: app.log,
    storage: deps.storage ?? createFileStorage(deps.config.storage),
    passwords: createPasswordHashing(deps.config.passwordCostLog2),
    claimAgentApprovalLimit: deps.config.claimAgentApprovalLimit,
    siteOrigin,
    ussdCallbackToken: deps.config.ussdCallbackToken,
  });
  app.decorate('payments', services.payments);
  // Paybill payments are reported where this registers them. Once listening, our own address is known (the
  // simulator's callback base); not awaited: M-Pesa's answer must not hold up the start.
  app.addHook('onListen', async () => {
    const base = (callbackBaseUrl ?? localBaseUrl(app)).replace(/\/+$/, '');
    const { confirmationPath, validationPath } = paybillPaths(deps.config.mpesa.callbackToken);
    void services.payments.paybill.registerUrls(mpesa.daraja, deps.config.mpesa.c2bVersion, {
      confirmationUrl: `${base}${confirmationPath}`,
      validationUrl: `${base}${validationPath}`,
    });
  });
  app.decorate('notifications', services.notifications);
  app.decorate('documents', services.documents);
  app.decorate('renewalReminders', services.renewalReminders);
  // Notifications run after the reply; they finish before the database they write to is closed.
  app.addHook('onClose', () => services.notifications.drain());
  // On the root instance, so every route (and any added later, inside or outside /api) sees request.user.
  authenticateRequests(app, services.sessions);
  if (deps.config.apiDocs) await serveApiDocs(app);
  await app.register(apiRoutes, {
    prefix: '/api',
    database: deps.database,
    services,
    production: deps.config.nodeEnv === 'production',
  });
  await registerClientHosting(app, deps.clientDir ?? defaultClientDir, siteOrigin);
  return app;
}
