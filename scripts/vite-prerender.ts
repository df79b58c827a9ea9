// A Vite build step: renders the public routes (src/client/routing/prerendered-routes.ts) to static HTML,
// so a phone on slow mobile data paints the page, and a search engine reads it, before any script has run;
// the client hydrates it (src/client/main.tsx). Our own short step rather than a prerender plugin (vike,
// vite-react-ssg): those bring their own router and entry conventions, while this app already has one
// (wouter, lazy routes) and needs eleven routes rendered with React's own `prerender`.
//
// After the client bundle is written, and before the service worker's manifest is made (so it precaches
// the pages): builds src/client/prerender/render-route.tsx for Node, renders each route into index.html,
// with its title, description, the page chunk's scripts and stylesheets (route-preloads.json), and its
// critical CSS inlined by Beasties (the most used critical-CSS inliner, the maintained fork of Critters),
// and writes it where src/domain/prerendered-pages.ts says.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import Beasties from 'beasties';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { RenderedRoute } from '../src/client/prerender/render-route';
import { prerenderedPageFile } from '../src/domain/prerendered-pages.ts';
import { pageStartScript } from '../src/server/static/page-start-script.ts';
import { lazyModuleFiles, routePreloadsFile } from './vite-route-preloads.ts';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * index.html with one route's rendering in it: title, description, hoisted preloads, the page's stylesheets,
 * and #root. Its scripts (the entry, what the template preloads, the page's chunks) are not started by the
 * HTML but by the inline script before #root (src/server/static/page-start-script.ts), once the first
 * paint has its resources.
 */
export function pageHtml(
  template: string,
  rendered: RenderedRoute,
  routeFiles: string[],
  menuFiles: string[] = [],
): string {
  let html = template;
  if (rendered.title)
    html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeText(rendered.title)}</title>`);
  if (rendered.description)
    html = html.replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      `$1${escapeAttribute(rendered.description)}$2`,
    );
  const scripts: string[] = [];
  html = html.replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, src: string) => {
    scripts.push(src);
    return '';
  });
  html = html.replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
    scripts.push(href);
    return '';
  });
  if (scripts.length === 0) throw new Error('prerender: index.html has no module script');
  const files = routeFiles.filter((file) => /^\/assets\/[\w.-]+\.(js|css)$/.test(file));
  scripts.push(...files.filter((file) => file.endsWith('.js')));
  const stylesheets = files
    .filter((file) => file.endsWith('.css'))
    .map((file) => `<link rel="stylesheet" crossorigin href="${file}">`)
    .join('');
  html = html.replace('</head>', `${rendered.head}${stylesheets}</head>`);
  const menuScripts = menuFiles.filter((file) => /^\/assets\/[\w.-]+\.js$/.test(file)).join(' ');
  const start = `<script data-app-scripts="${scripts.join(' ')}" data-menu-scripts="${menuScripts}">${pageStartScript}</script>`;
  // The body font is optional (styles/figtree.css): preloaded, it would compete with the document for the
  // first paint's bandwidth, and the page does not wait for it.
  html = html.replace(/\s*<link rel="preload" href="[^"]+\.woff2" as="font"[^>]*>/, '');
  // The shell's "needs JavaScript" note is untrue of a page that carries its content.
  html = html.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
  if (!html.includes('<div id="root"></div>')) throw new Error('prerender: index.html has no empty #root');
  return html.replace('<div id="root"></div>', () => `${start}<div id="root">${rendered.body}</div>`);
}

export function prerenderPages(options: {
  routes: string[];
  /** The module that renders a route (src/client/prerender/render-route.tsx). */
  entry: string;
  /** The side menu's module under src/client ('shell/side-menu.tsx'). */
  menu: string;
  /** The client build's aliases, so the rendered modules are the ones the browser runs. */
  aliases: { find: RegExp; replacement: string }[];
}): Plugin {
  let config: ResolvedConfig;
  // The side menu's chunks (a phone's way to every page), fetched at once when it is tapped early.
  let menuFiles: string[] = [];
  return {
    name: 'kinga:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (!config.build.ssr) menuFiles = lazyModuleFiles(bundle)(options.menu);
      },
    },
    closeBundle: {
      // Before vite-plugin-pwa writes sw.js from the files on disk, and before the precompression step.
      order: 'pre',
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const outDir = config.build.outDir;
        const serverDir = join(config.cacheDir, 'prerender');
        await build({
          configFile: false,
          root: config.root,
          logLevel: 'warn',
          mode: config.mode,
          plugins: [react()],
          resolve: { alias: options.aliases },
          // Assets are named by content hash, so the server build points at the client build's files.
          build: { ssr: options.entry, outDir: serverDir, emptyOutDir: true, target: 'node20' },
        });
        const { renderRoute } = (await import(pathToFileURL(join(serverDir, 'render-route.js')).href)) as {
          renderRoute: (path: string) => Promise<RenderedRoute>;
        };
        const template = await readFile(join(outDir, 'index.html'), 'utf8');
        const preloads = JSON.parse(await readFile(join(outDir, routePreloadsFile), 'utf8')) as Record<
          string,
          string[]
        >;
        const beasties = new Beasties({
          path: outDir,
          publicPath: '/',
          // The full stylesheets load at the end of <body>, not blocking the first paint; no inline event
          // handler, which the Content Security Policy forbids.
          preload: 'body',
          pruneSource: false,
          logLevel: 'warn',
        });
        for (const route of options.routes) {
          const rendered = await renderRoute(route);
          const html = await beasties.process(pageHtml(template, rendered, preloads[route] ?? [], menuFiles));
          const file = join(outDir, prerenderedPageFile(route));
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, html);
        }
        await rm(serverDir, { recursive: true, force: true });
      },
    },
  };
}
