// Serves the built PWA beside the API, and decides what every unmatched URL gets (see
// classifyMissingRoute). Registered on the root instance because Fastify has one not-found handler per
// encapsulation context, and it must cover the API's unknown paths too.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ApiError } from '../../domain/api';
import { cacheControlFor, REVALIDATE } from './cache-control';
import { classifyMissingRoute } from './missing-route-kind';

const NOT_BUILT_MESSAGE =
  'Not found. The web app has not been built: run `npm start` (it builds the client) or `npm run build`.';

export async function registerClientHosting(app: FastifyInstance, clientDir: string): Promise<void> {
  const built = existsSync(join(clientDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      // The build writes .br and .gz twins of text assets (scripts/vite-precompress.ts).
      preCompressed: true,
      // Our own Cache-Control per file replaces the plugin's `public, max-age=0`.
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(clientDir, filePath)),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const kind = classifyMissingRoute(request.method, request.url);
    if (kind === 'api') {
      const body: ApiError = { status: false, message: 'Not found' };
      return reply.code(404).send(body);
    }
    if (kind === 'app-page' && built) {
      return reply.header('cache-control', REVALIDATE).sendFile('index.html');
    }
    return reply
      .code(404)
      .type('text/plain; charset=utf-8')
      .send(built ? 'Not found' : NOT_BUILT_MESSAGE);
  });
}
