// GET /api/health (src/domain/contract/health-endpoints.ts): for load balancers, uptime checks and people.
// It queries the database, so a database outage shows as a failing health check (503, saying so) rather
// than as a healthy-looking instance, or as the generic 500 a failed query would give.
import { databaseMessages } from '../../../domain/database-messages';
import type { DatabaseHandle } from '../../db/open-database';
import { readSchemaVersion } from '../../db/schema-version';
import type { Serve } from '../../http/serve-endpoint';
import { packageVersion } from '../../package-version';

export function serveHealth(serve: Serve, database: DatabaseHandle): void {
  serve('health', async (request, reply) => {
    try {
      const schemaVersion = (await readSchemaVersion(database.db)) ?? 'none';
      return {
        status: 'ok' as const,
        database: { driver: database.driver, schemaVersion },
        version: packageVersion,
      };
    } catch (error) {
      // Any failure of the check's one query means this instance cannot serve: take it out of rotation.
      request.log.error({ err: error }, 'health check: database query failed');
      return reply.code(503).send({
        status: 'unavailable' as const,
        message: databaseMessages.healthUnavailable,
        database: { driver: database.driver, available: false as const },
        version: packageVersion,
      });
    }
  });
}
