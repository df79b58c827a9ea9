// GET /api/health.
import { z } from 'zod';

export const DatabaseDriverSchema = z.enum(['pglite', 'postgres']);

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.object({
    driver: DatabaseDriverSchema,
    /** The tag of the newest applied migration, e.g. '0000_initial'. */
    schemaVersion: z.string(),
  }),
  version: z.string(),
});
