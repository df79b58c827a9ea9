// Serves the built PWA beside the API, and decides what every unmatched URL gets (see
// classifyMissingRoute). Registered on the root instance because Fastify has one not-found handler per
// encapsulation context, and it must cover the API's unknown paths too.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ApiError } from '../../domain/api';
import { serverMessages } from '../../domain/api/server-messages';
import { languageOfPath, pathInLanguage } from '../../domain/language/language-paths';
import { languages } from '../../domain/language/languages';
import { kiswahiliShellFile, prerenderedPageFile, routeOf } from '../../domain/prerendered-pages';
import { withAbsolutePageLinks } from './absolute-page-links';
import { cacheControlFor, REVALIDATE } from './cache-control';
import { classifyMissingRoute } from './missing-route-kind';
import { compressedPage, htmlPerRoute, pageEncoding, type RoutePage } from './route-preloads';

/**
 * The HTML each listed route is answered with: the page the build rendered for it (scripts/vite-prerender.ts),
 * else index.html with the route's preloads (scripts/vite-route-preloads.ts); an older build has neither.
 */
function readRoutePages(clientDir: string, siteOrigin: string): Map<string, RoutePage> {
  const preloadsPath = join(clientDir, 'route-preloads.json');
  if (!existsSync(preloadsPath)) return new Map();
  const indexHtml = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const preloads = JSON.parse(readFileSync(preloadsPath, 'utf8')) as Record<string, string[]>;
  const pages = htmlPerRoute(indexHtml, preloads);
  const kiswahiliShell = join(clientDir, kiswahiliShellFile);
  if (existsSync(kiswahiliShell))
    for (const [route, page] of htmlPerRoute(readFileSync(kiswahiliShell, 'utf8'), preloads))
      pages.set(pathInLanguage(route, 'sw'), page);
  // Each route in both languages: '/products' and '/sw/products'.
  for (const route of Object.keys(preloads))
    for (const language of languages) {
      const path = pathInLanguage(route, language);
      const prerendered = join(clientDir, prerenderedPageFile(path));
      if (existsSync(prerendered))
        pages.set(path, compressedPage(withAbsolutePageLinks(readFileSync(prerendered, 'utf8'), siteOrigin)));
    }
  return pages;
}

const NOT_BUILT_MESSAGE =
  'Not found. The web app has not been built: run `npm start` (it builds the client) or `npm run build`.';

export async function registerClientHosting(
  app: FastifyInstance,
  clientDir: string,
  siteOrigin: () => string,
): Promise<void> {
  const built = existsSync(join(clientDir, 'index.html'));
  // A route nobody prerendered gets the empty shell in its URL's language (an older build has only English).
  const kiswahiliBuilt = existsSync(join(clientDir, kiswahiliShellFile));
  const shellFor = (url: string) =>
    kiswahiliBuilt && languageOfPath(routeOf(url)) === 'sw' ? kiswahiliShellFile : 'index.html';
  // The pages name the site's origin, which without SITE_ORIGIN is the server's own address, known once it
  // listens: they are made then (or at the first request, for a server that never listens: a test's).
  let routePages: { origin: string; pages: Map<string, RoutePage> } | undefined;
  const pagesNow = () => {
    const origin = siteOrigin();
    if (routePages?.origin !== origin)
      routePages = { origin, pages: built ? readRoutePages(clientDir, origin) : new Map() };
    return routePages.pages;
  };
  app.addHook('onListen', async () => {
    pagesNow();
  });
  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      // The build writes .br and .gz twins of text assets (scripts/vite-precompress.ts).
      preCompressed: true,
      // '/' is an app route like the others (the not-found handler below answers it with its own page),
      // not a folder whose index.html is the empty shell.
      allowedPath: (pathName) => pathName !== '/',
      // Our own Cache-Control per file replaces the plugin's `public, max-age=0`.
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(clientDir, filePath)),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const kind = classifyMissingRoute(request.method, request.url);
    if (kind === 'api') {
      const body: ApiError = { status: false, message: serverMessages.notFound };
      return reply.code(404).send(body);
    }
    if (kind === 'app-page' && built) {
      const page = pagesNow().get(routeOf(request.url));
      reply.header('cache-control', REVALIDATE);
      if (!page) return reply.sendFile(shellFor(request.url));
      const encoding = pageEncoding(request.headers['accept-encoding']);
      reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(encoding ? page[encoding] : page.html);
    }
    return reply
      .code(404)
      .type('text/plain; charset=utf-8')
      .send(built ? 'Not found' : NOT_BUILT_MESSAGE);
  });
}
