// Builds the Fastify app from injected dependencies and nothing else, so tests build it exactly as
// main.ts does, on their own database. main.ts listens; this file never does.
import { fileURLToPath } from 'node:url';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Clock, systemClock } from './clock';
import type { AppConfig, TrustProxy } from './config';
import type { DatabaseHandle } from './db/open-database';
import { authenticateRequests } from './http/authentication';
import { drainConnectionsOnClose } from './http/drain-on-close';
import { handleError } from './http/error-handler';
import { buildLoggerOptions, type LogDestination } from './http/logger-options';
import { securityHeaders } from './http/security-headers';
import { createSmsSender } from './integrations/sms/create-sms-sender';
import type { SmsSender } from './integrations/sms/sms-sender';
import { apiRoutes } from './routes/api-routes';
import { createServices } from './services/app-services';
import { registerClientHosting } from './static/client-hosting';

/** The client build `npm start` produces, resolved from this file rather than the working directory. */
export const defaultClientDir = fileURLToPath(new URL('../../dist/client', import.meta.url));

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
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  drainConnectionsOnClose(app);

  await app.register(fastifyHelmet, securityHeaders);
  const services = createServices({
    db: deps.database.db,
    clock: deps.clock ?? systemClock,
    sms: deps.sms ?? createSmsSender(deps.config.smsProvider),
    otpSecret: deps.config.otpSecret,
  });
  // On the root instance, so every route (and any added later, inside or outside /api) sees request.user.
  authenticateRequests(app, services.sessions);
  await app.register(apiRoutes, { prefix: '/api', database: deps.database, services });
  await registerClientHosting(app, deps.clientDir ?? defaultClientDir);
  return app;
}
