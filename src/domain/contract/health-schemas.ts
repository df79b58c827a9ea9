import { HealthResponseSchema, HealthUnavailableResponseSchema } from '../api/health';
import type { SchemasOf } from './endpoint-schema';
import type { healthEndpoints } from './health-endpoints';

export const healthSchemas = {
  health: { response: { 200: HealthResponseSchema, 503: HealthUnavailableResponseSchema } },
} satisfies SchemasOf<typeof healthEndpoints>;
