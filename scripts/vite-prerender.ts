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
import { kiswahiliManifestFile } from '../src/client/pwa/web-manifest.ts';
import { readInLanguage } from '../src/domain/language/current-language.ts';
import { pathInLanguage } from '../src/domain/language/language-paths.ts';
import { intlLocales, type Language, languages } from '../src/domain/language/languages.ts';
import { kiswahiliShellFile, prerenderedPageFile } from '../src/domain/prerendered-pages.ts';
import { siteMessages } from '../src/domain/site-messages.ts';
import { pageStartScript } from '../src/server/static/page-start-script.ts';
import { type LanguageTextsPlugin, languageTexts } from './vite-language-texts.ts';
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
/** Which language a page is in, and the Kiswahili texts script a Kiswahili page runs first. */
export interface PageLanguage {
  /** The route as the spec names it ('/products'), whichever language the page is in. */
  route: string;
  language: Language;
  kiswahiliScript: string;
}

/**
 * The links that tell a search engine the page's two languages (hreflang) and which URL is this one's
 * own (canonical); English is also the default for any other language.
 */
export function languageLinks({ route, language }: Pick<PageLanguage, 'route' | 'language'>): string {
  const alternates = languages.map(
    (other) => `<link rel="alternate" hreflang="${other}" href="${pathInLanguage(route, other)}">`,
  );
  return [
    `<link rel="canonical" href="${pathInLanguage(route, language)}">`,
    ...alternates,
    `<link rel="alternate" hreflang="x-default" href="${route}">`,
  ].join('');
}

/** index.html as a Kiswahili page starts from: its language, texts, title, description and manifest. */
export function inKiswahili(template: string): string {
  return readInLanguage('sw', () =>
    template
      .replace(/<html lang="[^"]*">/, `<html lang="${intlLocales.sw}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(siteMessages.title)}</title>`)
      .replace(
        /(<meta\s+name="description"\s+content=")[^"]*(")/,
        (_, before: string, after: string) => `${before}${escapeAttribute(siteMessages.description)}${after}`,
      )
      .replace(
        /(<noscript>)[\s\S]*?(<\/noscript>)/,
        (_, open: string, close: string) => `${open}${escapeText(siteMessages.noScript)}${close}`,
      )
      .replace('href="/manifest.webmanifest"', `href="/${kiswahiliManifestFile}"`),
  );
}

/**
 * The shell a Kiswahili route nobody prerendered is answered with (the portal, a product's details): the
 * Kiswahili texts script runs before the entry (module scripts run in document order).
 */
export function kiswahiliShell(template: string, kiswahiliScript: string): string {
  const html = inKiswahili(template);
  const entry = html.indexOf('<script type="module" crossorigin src="');
  if (entry < 0) throw new Error('prerender: index.html has no module script');
  const texts = `<script type="module" crossorigin src="${kiswahiliScript}"></script>`;
  return `${html.slice(0, entry)}${texts}${html.slice(entry)}`;
}

export function pageHtml(
  template: string,
  rendered: RenderedRoute,
  routeFiles: string[],
  menuFiles: string[] = [],
  language?: PageLanguage,
): string {
  let html = language?.language === 'sw' ? inKiswahili(template) : template;
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
  const links = language ? languageLinks(language) : '';
  html = html.replace('</head>', `${links}${rendered.head}${stylesheets}</head>`);
  const menuScripts = menuFiles.filter((file) => /^\/assets\/[\w.-]+\.js$/.test(file)).join(' ');
  const texts = language?.language === 'sw' ? ` data-texts="${language.kiswahiliScript}"` : '';
  const start = `<script data-app-scripts="${scripts.join(' ')}" data-menu-scripts="${menuScripts}"${texts}>${pageStartScript}</script>`;
  // The body font is optional (styles/figtree.css): preloaded, it would compete with the document for the
  // first paint's bandwidth, and the page does not wait for it.
  html = html.replace(/\s*<link rel="preload" href="[^"]+\.woff2" as="font"[^>]*>/, '');
  // The shell's "needs JavaScript" note is untrue of a page that carries its content.
  html = html.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
  if (!html.includes('<div id="root"></div>')) throw new Error('prerender: index.html has no empty #root');
  return html.replace('<div id="root"></div>', () => `${start}<div id="root">${rendered.body}</div>`);
}

export function prerenderPages(options: {
  /** Each route, with the page module (under src/client) that draws it, or the modules it loads at once. */
  routes: Record<string, string | readonly string[]>;
  /** The module that renders a route (src/client/prerender/render-route.tsx). */
  entry: string;
  /** The side menu's module under src/client ('shell/side-menu.tsx'). */
  menu: string;
  /** The client build's aliases, so the rendered modules are the ones the browser runs. */
  aliases: { find: RegExp; replacement: string }[];
  /** The build's language step: the Kiswahili texts script's name, and the same step for the Node build. */
  languageTexts: LanguageTextsPlugin;
  domainFolder: string;
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
          // Both languages stay in the modules: each route is rendered in English and in Kiswahili.
          plugins: [react(), languageTexts({ domainFolder: options.domainFolder, keepKiswahili: true })],
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
        const kiswahiliScript = `/${options.languageTexts.kiswahiliScriptFile() ?? ''}`;
        if (kiswahiliScript === '/') throw new Error('prerender: the build wrote no Kiswahili texts script');
        for (const [route, modules] of Object.entries(options.routes))
          for (const language of languages) {
            const path = pathInLanguage(route, language);
            const rendered = await renderRoute(path);
            // A Kiswahili page also fetches its page chunks' Kiswahili texts beside them.
            const kiswahiliTexts =
              language === 'sw'
                ? (typeof modules === 'string' ? [modules] : modules).flatMap(
                    options.languageTexts.kiswahiliScriptsOf,
                  )
                : [];
            const files = [...(preloads[route] ?? []), ...kiswahiliTexts];
            const page = pageHtml(template, rendered, files, menuFiles, {
              route,
              language,
              kiswahiliScript,
            });
            const file = join(outDir, prerenderedPageFile(path));
            await mkdir(dirname(file), { recursive: true });
            await writeFile(file, await beasties.process(page));
          }
        await writeFile(join(outDir, kiswahiliShellFile), kiswahiliShell(template, kiswahiliScript));
        await rm(serverDir, { recursive: true, force: true });
      },
    },
  };
}
