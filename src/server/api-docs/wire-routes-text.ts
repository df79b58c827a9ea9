// The text of src/domain/contract/wire-routes.ts: each endpoint's method, path and whether it takes an
// Idempotency-Key, which is all the client needs to call it. Generated (npm run api:docs), so the client
// does not carry every endpoint's summary, rate limit and error codes (some 8 KB gzipped) to fill a path.
import type { EndpointRoute } from '../../domain/contract/endpoint';

export function wireRoutesText(endpoints: Record<string, EndpointRoute>): string {
  const entries = Object.entries(endpoints).map(
    ([name, route]) =>
      `  ${name}: { method: '${route.method}', path: '${route.path}', idempotencyKey: ${route.idempotencyKey} },`,
  );
  return [
    '// Generated from the contract by `npm run api:docs`; do not edit. What the client needs to call each',
    '// endpoint (src/client/api/call-endpoint.ts): its method, its path and whether it takes an Idempotency-Key.',
    "import type { EndpointRoute } from './endpoint';",
    '',
    'export const wireRoutes = {',
    ...entries,
    "} as const satisfies Record<string, Pick<EndpointRoute, 'method' | 'path' | 'idempotencyKey'>>;",
    '',
  ].join('\n');
}
