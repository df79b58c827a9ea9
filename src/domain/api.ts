// The HTTP contract: request and response schemas of every endpoint, shared by the Fastify routes (which
// validate with them) and the client (which derives its types from them). One source of truth.
import { z } from 'zod';

/** Every 4xx/5xx body the API sends. `errors` lists field problems on a 400. */
export const ApiErrorSchema = z.object({
  status: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const DatabaseDriverSchema = z.enum(['pglite', 'postgres']);
export type DatabaseDriver = z.infer<typeof DatabaseDriverSchema>;

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.object({
    driver: DatabaseDriverSchema,
    /** The tag of the newest applied migration, e.g. '0000_initial'. */
    schemaVersion: z.string(),
  }),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
