// The health check, for load balancers, uptime checks and people.
import { defineEndpoints } from './endpoint';

export const healthEndpoints = defineEndpoints({
  health: {
    method: 'GET',
    path: '/health',
    access: 'none',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: [],
    summary:
      'The database driver, schema version and app version, read from the database: a database outage ' +
      'answers 503 saying so, which takes the instance out of rotation.',
  },
});
