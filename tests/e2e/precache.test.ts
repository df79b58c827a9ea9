// The service worker's offline files, read from the build (the manifest injected into dist/client/sw.js):
// the install set (every page and what it links), and the background download (every other route's chunk,
// the pictures), together every route, font and picture, so the wizard and the portal open offline and a
// chunk that falls out of the list fails here rather than on a client's phone with no signal.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  precacheBudgetBytes,
  precacheBytes,
  readPrecacheManifest,
} from '../../scripts/audit/precache-manifest';
import { filesLinkedBy } from '../../scripts/vite-offline-download-split';
import { builtScripts, chunkOf, lazyRouteModules, routePageModules } from '../helpers/client-chunks';

const clientDir = fileURLToPath(new URL('../../dist/client/', import.meta.url));
const manifest = readPrecacheManifest();
const precached = manifest.map((entry) => entry.path);
const installed = manifest.filter((entry) => entry.download === undefined).map((entry) => entry.path);
const downloaded = manifest.filter((entry) => entry.download !== undefined);

/** Every built file under a folder of dist/client whose name ends with one of the endings, as site paths. */
function builtFiles(folder: string, endings: string[]): string[] {
  return (readdirSync(`${clientDir}${folder}`, { recursive: true }) as string[])
    .filter((file) => endings.some((ending) => file.endsWith(ending)))
    .map((file) => `/${folder}/${file}`);
}

describe('the offline files of the built service worker', () => {
  it('hold the shell and the chunk of every lazily imported route', () => {
    const routes = lazyRouteModules();
    // The parse found the routes (the list the other journeys name is among them).
    expect(routes).toEqual(expect.arrayContaining([...routePageModules]));
    expect(precached).toContain('/index.html');
    for (const module of routes) {
      expect(
        precached.filter((path) => chunkOf(module).test(path)),
        `${module}'s chunk`,
      ).toHaveLength(1);
    }
    // The shared chunks those pages import, and every stylesheet.
    expect(precached).toEqual(expect.arrayContaining(builtScripts()));
    expect(precached).toEqual(expect.arrayContaining(builtFiles('assets', ['.css'])));
  });

  it('hold the fonts and the pictures the pages show', () => {
    const fonts = builtFiles('assets', ['.woff2']);
    expect(fonts).not.toEqual([]);
    expect(precached).toEqual(expect.arrayContaining(fonts));
    expect(precached).toEqual(
      expect.arrayContaining(builtFiles('images', ['.jpg', '.png', '.svg', '.webp'])),
    );
  });

  it('install only the pages, what they link and the icons; the rest waits for the download', () => {
    const allPages = builtFiles('', ['.html']).map((path) => path.replace('//', '/'));
    // The Kiswahili pages are not kept offline (the Kiswahili shell is): see vite-offline-download-split.ts.
    const kiswahiliPages = allPages.filter((path) => /^\/pages\/sw(\/|\.html$)/.test(path));
    expect(kiswahiliPages).not.toEqual([]);
    expect(precached.filter((path) => kiswahiliPages.includes(path))).toEqual([]);
    const pages = allPages.filter((path) => !kiswahiliPages.includes(path));
    expect(pages).toContain('/kiswahili.html');
    // The shell links what every route starts with; a prerendered page adds its scripts, stylesheets and
    // font, while its pictures wait for the download.
    const linked = [
      ...new Set(
        pages.flatMap((page) =>
          filesLinkedBy(readFileSync(`${clientDir}${page}`, 'utf8'))
            .filter((file) => page === '/index.html' || /\.(js|css|woff2)$/.test(file))
            .map((file) => `/${file}`)
            .filter((path) => precached.includes(path)),
        ),
      ),
    ];
    // The entry, its static imports, the global stylesheet and the preloaded font among them.
    expect(linked.filter((path) => /^\/assets\/(index|vendor)-[\w-]{8}\.js$/.test(path))).toHaveLength(2);
    // The global stylesheet is named after the entry's code: 'client' once the build moved that code out of
    // the entry file, which now only starts it (strict execution order, vite.config.ts).
    expect(linked.some((path) => /^\/assets\/(index|client)-[\w-]{8}\.css$/.test(path))).toBe(true);
    expect(linked.some((path) => path.endsWith('.woff2'))).toBe(true);
    expect([...installed].sort()).toEqual(
      [...new Set([...pages, ...linked, '/manifest.webmanifest', ...installed.filter(isIcon)])].sort(),
    );
    expect(installed.filter(isIcon)).not.toEqual([]);
    // No route's own chunk is downloaded at install.
    expect(installed.filter((path) => routePageModules.some((module) => chunkOf(module).test(path)))).toEqual(
      [],
    );
  });

  it('rank first in the download what the wizard needs for a first quote (route-preloads.json)', () => {
    const preloads = JSON.parse(readFileSync(`${clientDir}route-preloads.json`, 'utf8')) as Record<
      string,
      string[]
    >;
    const wizard = preloads['/products/homepackage'] ?? [];
    expect(wizard.some((path) => chunkOf('home-package-page').test(path))).toBe(true);
    const firstQuote = downloaded
      .filter((entry) => entry.download === 'first-quote')
      .map((entry) => entry.path);
    // Less what the install set holds already (the prerendered wizard links its stylesheets).
    expect(firstQuote.sort()).toEqual(wizard.filter((path) => !installed.includes(path)).sort());
  });

  it('stay within 750 KB over the wire, the install set and the download together', () => {
    const bytes = precacheBytes(manifest);
    const installBytes = precacheBytes(manifest.filter((entry) => entry.download === undefined));
    console.log(
      `install set: ${installed.length} files, ${(installBytes / 1024).toFixed(1)} KB; download: ${downloaded.length} files, ${((bytes - installBytes) / 1024).toFixed(1)} KB`,
    );
    expect(new Set(precached).size).toBe(precached.length);
    expect(bytes).toBeLessThanOrEqual(precacheBudgetBytes);
  });
});

function isIcon(path: string): boolean {
  return /^\/pwa-[\w-]+\.png$/.test(path);
}
