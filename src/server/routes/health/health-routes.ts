// GET /api/health: for load balancers, uptime checks and people. It queries the database, so a
// database outage shows as a failing health check rather than as a healthy-looking instance.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponseSchema } from '../../../domain/api';
import type { DatabaseHandle } from '../../db/open-database';
import { readSchemaVersion } from '../../db/schema-version';
import { packageVersion } from '../../package-version';

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get('/health', { schema: { response: { 200: HealthResponseSchema } } }, async () => ({
    status: 'ok' as const,
    database: { driver: database.driver, schemaVersion: (await readSchemaVersion(database.db)) ?? 'none' },
    version: packageVersion,
  }));
};
