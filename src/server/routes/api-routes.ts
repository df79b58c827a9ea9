// Every API resource, mounted under /api by app.ts. Each resource folder holds thin routes only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../db/open-database';
import { healthRoutes } from './health/health-routes';

export interface ApiRoutesOptions {
  database: DatabaseHandle;
}

export const apiRoutes: FastifyPluginAsyncZod<ApiRoutesOptions> = async (app, { database }) => {
  // API answers are per user and per moment; no browser or proxy cache may keep them.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(healthRoutes, { database });
};
