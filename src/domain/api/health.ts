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

/** 503: the database did not answer the health check's query; the process itself is up. */
export const HealthUnavailableResponseSchema = z.object({
  status: z.literal('unavailable'),
  message: z.string(),
  database: z.object({ driver: DatabaseDriverSchema, available: z.literal(false) }),
  version: z.string(),
});
