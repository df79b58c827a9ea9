// Builds the Fastify app from injected dependencies and nothing else, so tests build it exactly as
// main.ts does, on their own database. main.ts listens; this file never does.
import { fileURLToPath } from 'node:url';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/open-database';
import { drainConnectionsOnClose } from './http/drain-on-close';
import { handleError } from './http/error-handler';
import { buildLoggerOptions, type LogDestination } from './http/logger-options';
import { securityHeaders } from './http/security-headers';
import { apiRoutes } from './routes/api-routes';
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
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({ logger: buildLoggerOptions(deps.config.logLevel, deps.logDestination) });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  drainConnectionsOnClose(app);

  await app.register(fastifyHelmet, securityHeaders);
  await app.register(apiRoutes, { prefix: '/api', database: deps.database });
  await registerClientHosting(app, deps.clientDir ?? defaultClientDir);
  return app;
}
