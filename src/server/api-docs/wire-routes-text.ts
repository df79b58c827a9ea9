// The text of src/domain/contract/wire-routes.ts: each endpoint's method, path, whether it takes an
// Idempotency-Key and its resource (whose schemas the client loads to read its answer), which is all the
// client needs to call it. Generated (npm run api:docs), so the client
// does not carry every endpoint's summary, rate limit and error codes (some 8 KB gzipped) to fill a path.
import type { EndpointRoute } from '../../domain/contract/endpoint';

export function wireRoutesText(groups: Record<string, Record<string, EndpointRoute>>): string {
  const entries = Object.entries(groups).flatMap(([group, endpoints]) =>
    Object.entries(endpoints).map(
      ([name, route]) =>
        `  ${name}: { method: '${route.method}', path: '${route.path}', idempotencyKey: ${route.idempotencyKey}, group: '${group}' },`,
    ),
  );
  return [
    '// Generated from the contract by `npm run api:docs`; do not edit. What the client needs to call each',
    '// endpoint (src/client/api/call-endpoint.ts): its method, its path, whether it takes an Idempotency-Key, and',
    '// its resource, whose schemas read its answer (src/client/api/endpoint-schema-loader.ts).',
    "import type { EndpointRoute } from './endpoint';",
    "import type { EndpointGroupName } from './endpoints';",
    '',
    'export const wireRoutes = {',
    ...entries,
    '} as const satisfies Record<',
    '  string,',
    "  Pick<EndpointRoute, 'method' | 'path' | 'idempotencyKey'> & { group: EndpointGroupName }",
    '>;',
    '',
  ].join('\n');
}
