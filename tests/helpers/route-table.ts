// The app's own route table as 'METHOD /path' lines, read from Fastify's printRoutes tree, so a test can
// notice an endpoint nobody told it about.
import type { FastifyInstance } from 'fastify';

/** Every route under `prefix`, e.g. 'POST /api/home-insurance/mpesa/stkpush/:coverId'. HEAD is left out. */
export function listRoutes(app: FastifyInstance, prefix = '/api'): string[] {
  const routes: string[] = [];
  // Each tree line is indentation (4 characters a level), a branch mark, a path segment and its methods.
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match?.[2]) continue;
    const depth = (match[1]?.length ?? 0) / 4;
    const path = `${parents[depth - 1] ?? ''}${match[2]}`;
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD' && path.startsWith(prefix)) routes.push(`${method} ${path}`);
    }
  }
  return routes.sort();
}
