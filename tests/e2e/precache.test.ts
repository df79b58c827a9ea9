// The service worker's precache, read from the build (the manifest injected into dist/client/sw.js): every
// route's chunk, the fonts and the pictures, so the wizard and the portal open offline and a chunk that
// falls out of the list fails here rather than on a client's phone with no signal.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  precacheBudgetBytes,
  precacheBytes,
  readPrecacheManifest,
} from '../../scripts/audit/precache-manifest';
import { builtScripts, chunkOf, lazyRouteModules, routePageModules } from '../helpers/client-chunks';

const clientDir = fileURLToPath(new URL('../../dist/client/', import.meta.url));
const precached = readPrecacheManifest().map((entry) => entry.path);

/** Every built file under a folder of dist/client whose name ends with one of the endings, as site paths. */
function builtFiles(folder: string, endings: string[]): string[] {
  return (readdirSync(`${clientDir}${folder}`, { recursive: true }) as string[])
    .filter((file) => endings.some((ending) => file.endsWith(ending)))
    .map((file) => `/${folder}/${file}`);
}

describe('the precache manifest of the built service worker', () => {
  it('holds the shell and the chunk of every lazily imported route', () => {
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

  it('holds the fonts and the pictures the pages show', () => {
    const fonts = builtFiles('assets', ['.woff2']);
    expect(fonts).not.toEqual([]);
    expect(precached).toEqual(expect.arrayContaining(fonts));
    expect(precached).toEqual(
      expect.arrayContaining(builtFiles('images', ['.jpg', '.png', '.svg', '.webp'])),
    );
  });

  it('stays within 1.5 MB', () => {
    const entries = readPrecacheManifest();
    const bytes = precacheBytes(entries);
    console.log(`precache: ${entries.length} files, ${(bytes / 1024).toFixed(1)} KB`);
    expect(new Set(precached).size).toBe(precached.length);
    expect(bytes).toBeLessThanOrEqual(precacheBudgetBytes);
  });
});
