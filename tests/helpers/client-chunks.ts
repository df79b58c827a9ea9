// What the production client build is made of, for the browser journeys that check its loading and its
// precache. Rolldown names the chunk of a lazily imported module after the module's file
// ('pages/home-package-page.tsx' → 'assets/home-package-page-<8-character hash>.js'); chunks shared by
// several routes get a name picked from one of their modules, so those are recognised by content instead.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The page module of every route in point 2, and of the not-found page. Each must be a chunk of its own,
 * loaded only when its route opens (app-routes.tsx imports them with React's lazy).
 */
export const routePageModules = [
  'home-page',
  'terms-page',
  'products-page',
  'travel-insurance-page',
  'home-insurance-page',
  'personal-accident-page',
  'motor-insurance-page',
  'home-package-page',
  'product-details-page',
  'profile-page',
  'login-page',
  'signup-page',
  'otp-page',
  'forgot-password-page',
  'not-found-page',
  'verify-page',
  // The back office: no public page may load it.
  'admin-app',
] as const;

/** Matches the site path of the chunk a lazily imported module became. */
export function chunkOf(module: string): RegExp {
  return new RegExp(`^/assets/${module}-[\\w-]{8}\\.js$`);
}

/** Every JavaScript file of the last build, as site paths ('/assets/home-page-CHvWYxsE.js'). */
export function builtScripts(): string[] {
  const assets = join(repoRoot, 'dist/client/assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/assets/${file}`);
}

/** The text of a built file, by its site path. */
export function builtFile(sitePath: string): string {
  return readFileSync(join(repoRoot, 'dist/client', sitePath), 'utf8');
}

/**
 * Strings that survive minification inside a library (its error class names), so a script can be
 * recognised as carrying it whatever its chunk is called.
 */
export const libraryMarkers = {
  dexie: 'DexieError',
  zod: 'ZodError',
  // A style key only motion's transform builder names; its component and error names are minified away.
  motion: 'transformPerspective',
} as const;

/**
 * The module of every lazily imported route, read from app-routes.tsx itself ('home-page', …), so a route
 * added there is checked without anyone remembering to list it.
 */
export function lazyRouteModules(): string[] {
  const routes = readFileSync(join(repoRoot, 'src/client/routing/app-routes.tsx'), 'utf8');
  return [...routes.matchAll(/lazy\(\s*\(\)\s*=>\s*import\(\s*'[^']*\/([\w-]+)'\s*\)/g)].map(
    (match) => match[1] as string,
  );
}
