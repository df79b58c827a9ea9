import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { languageTexts } from './scripts/vite-language-texts.ts';
import { lazyImportPreloads } from './scripts/vite-lazy-import-preloads.ts';
import { lucideIcons } from './scripts/vite-lucide-icons.ts';
import { offlineDownloadSplit } from './scripts/vite-offline-download-split.ts';
import { precompressAssets } from './scripts/vite-precompress.ts';
import { preloadFont } from './scripts/vite-preload-font.ts';
import { prerenderPages } from './scripts/vite-prerender.ts';
import { routePreloads } from './scripts/vite-route-preloads.ts';
import { zodWithoutJsonSchema } from './scripts/vite-zod-without-json-schema.ts';
import { kiswahiliManifestFile, webManifest, webManifestIn } from './src/client/pwa/web-manifest.ts';
import { prerenderedRoutes } from './src/client/routing/prerendered-routes.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The server and client suites' database: PostgreSQL when one is offered (TEST_DATABASE_URL) or installed
// (tests/helpers/postgres-global-setup.ts then starts a throwaway cluster), else PGlite, so `npm test`
// needs nothing installed by hand. TEST_DB_DRIVER=pglite or =postgres overrides the choice.
const postgresInstalled = () => {
  if (process.env.PG_BIN) return existsSync(`${process.env.PG_BIN}/pg_ctl`);
  const debian = '/usr/lib/postgresql';
  return (
    existsSync(debian) && readdirSync(debian).some((version) => existsSync(`${debian}/${version}/bin/pg_ctl`))
  );
};
const testDatabase =
  process.env.TEST_DB_DRIVER === 'pglite' || process.env.TEST_DB_DRIVER === 'postgres'
    ? process.env.TEST_DB_DRIVER
    : process.env.TEST_DATABASE_URL || postgresInstalled()
      ? 'postgres'
      : 'pglite';
const onPostgres = testDatabase === 'postgres' ? ['tests/helpers/postgres-global-setup.ts'] : [];
// Client files that need their modules loaded afresh: each checks what happens on a first load.
const clientFilesOnFreshModules = [
  'tests/client/offline/device-storage.test.tsx',
  // Reads everything the device holds after a purchase, so it needs a device (IndexedDB) no file used before.
  'tests/client/wizard/confirmation-step.test.tsx',
  // The wizard before its store has loaded: another file's autosave, left listening for pagehide in a shared
  // worker, would write the page-hide copy this file checks is not written.
  'tests/client/wizard/state/wizard-draft-presence.test.ts',
  'tests/client/ui/modal.test.tsx',
  'tests/client/ui/toast.test.tsx',
];
// What still runs on PGlite (what `npm start` embeds) when the suites run on PostgreSQL: the migrations,
// and files that between them run every repository's statements (scripts/pglite-set-coverage.ts checks).
// 100 % of the repositories' functions (src/server/**/*-repository.ts); `npx tsx scripts/pglite-set-coverage.ts`
// measures it again after a repository changes.
const pgliteSet = [
  'tests/server/db/**/*.test.ts',
  ...[
    'auth/sessions-repository',
    'catalogue/products-on-sale-cache',
    'expiry/stored-data-expiry',
    'idempotency/idempotency-service',
    'notifications/payment-notifications',
    'payments/lost-callback-documents',
    'payments/payment-reconciler-start-up',
    'payments/payment-reconciler',
    'payments/payment-settlement',
    'payments/payment-status-service',
    'rate-limit/rate-limiter',
    'renewals/renewal-reminders',
    'users/proven-details',
  ].map((file) => `tests/server/services/${file}.test.ts`),
  ...[
    'admin/admin-application-decisions',
    'admin/admin-claims-routes',
    'admin/admin-dashboard-routes',
    'admin/admin-operators-routes',
    'admin/admin-payments-routes',
    'admin/admin-session-routes',
    'catalogue/catalogue-routes',
    'claims/claim-files-routes',
    'claims/claims-my-data',
    'claims/claims-routes',
    'covers/cover-documents-routes',
    'covers/cover-items-routes',
    'covers/cover-renewal-routes',
    'payments/buy-product-routes',
    'payments/identical-buys',
    'payments/lost-push-answer',
    'quotations/quotation-idempotency',
    'users/forgot-password-routes',
    'users/my-data-routes',
    'users/otp-phone-lock',
    'users/profile-routes',
    'users/signup-purchase-account',
    'users/signup-routes',
  ].map((file) => `tests/server/routes/${file}.test.ts`),
];

// Each page carries its own language's texts only (scripts/vite-language-texts.ts).
const domainFolder = fromRoot('./src/domain');
const pageLanguages = languageTexts({
  domainFolder,
  kiswahiliManifest: { fileName: kiswahiliManifestFile, manifest: webManifestIn('sw') },
});

// The dev API server's port; `npm run dev` starts it there and this proxy forwards /api to it.
const devApiPort = Number(process.env.DEV_API_PORT ?? 8787);

const aliases = [
  // zod without its eval probe, which our Content Security Policy reports as a violation (see the file).
  { find: /^zod$/, replacement: fromRoot('./src/client/zod-jitless.ts') },
  // React's own useSyncExternalStore for wouter's React 17 shim: 267 bytes gz off every page.
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: fromRoot('./src/client/react-use-sync-external-store.ts'),
  },
  // workbox-window's package points bundlers at its ES5 build (async functions compiled to generators
  // and helpers); the same release's ES2017 build is 1 KB gz smaller on every page that registers the
  // worker, and our target is ES2022.
  {
    find: /^workbox-window$/,
    replacement: fromRoot('./node_modules/workbox-window/build/workbox-window.prod.mjs'),
  },
];

export default defineConfig({
  root: fromRoot('./src/client'),
  publicDir: fromRoot('./public'),
  resolve: { alias: aliases },
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: true,
    target: 'es2022',
    // No modulepreload polyfill in the entry (about 0.3 KB gz on every page): Chrome on Android has had
    // modulepreload since version 66 and Safari since 17; an older browser still loads every chunk, only
    // without fetching a route's imports ahead.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'html' ? deps : lazyImportPreloads(file, deps),
    },
    rolldownOptions: {
      // Required by the inlined chunks below; the entry's exports are read by nothing else.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page runs first (React, the router, valtio's store, the icons' base) as one chunk rather
              // than the four rolldown made of it: on HTTP/1.1 a phone fetches six files at a time, so
              // each extra file on the first paint's path costs a round trip on slow 4G (home JS 89.9 ->
              // 89.2 KB gz too). The icons themselves stay with the pages that show them, and valtio's React
              // hook with the wizard, its one user (state/use-store-snapshot.ts).
              name: 'vendor',
              test: /node_modules[\\/]((react|react-dom|scheduler|wouter|regexparam|use-sync-external-store)[\\/]|valtio[\\/]esm[\\/]vanilla|lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/]))/,
            },
            {
              // A first quote's schemas (the request, the catalogue, the purchase it leads to) apart from the
              // rest: in one chunk with the portal's and the back office's, a first visit over slow 3G
              // downloaded 11 KB gz more before its quotes could show. Nothing here imports the rest.
              name: 'quote-contract',
              test: /src[\\/]domain[\\/](api[\\/](quotations|catalogue|payments)\.ts|contract[\\/](quotations|catalogue|payments)-schemas\.ts)/,
              includeDependenciesRecursively: false,
            },
            {
              // The other resources' schemas (and the claim's, which its form shares), one chunk for every
              // resource's loader (api/endpoint-schema-loader.ts): copied into each resource's chunk
              // instead, the shared ones (a policy's) made the offline files 64 KB bigger. Only the modules
              // a resource imports are run (strict execution order runs a module when first imported), so a
              // page still builds only its own schemas.
              name: 'contract',
              test: /src[\\/]domain[\\/](api[\\/]|contract[\\/][\w-]+-schemas\.ts|claims[\\/]claim-request\.ts)/,
              // Its imports (the messages, zod) stay where they were: pulled in, the shell's own (the
              // business's name) brought the whole chunk onto the home page.
              includeDependenciesRecursively: false,
            },
          ],
          // A module shared by two lazy pages became a chunk of its own, however small: the wizard's first
          // step was 15 scripts of 0.2-7 KB. On HTTP/1.1 a phone fetches six at a time, 400 ms a round trip
          // on slow 3G, so the step took three rounds (1.9 s). Chunks under 6 KB of source are copied into
          // the chunks that use them instead (4 scripts, one round: 1.3 s); rolldown's registry keeps one
          // instance of each module. It needs strict execution order, about 2.4 KB gz more on the home
          // page, which its lazily adopted lower half pays for (pages/home-page.tsx). Stylesheets stay files,
          // as Vite's CSS step needs.
          experimentalInlineCommonChunks: {
            maxSize: 6 * 1024,
            exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
          },
        },
      },
    },
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${devApiPort}` },
  },
  plugins: [
    react(),
    pageLanguages,
    lucideIcons(fromRoot('./src/client/ui/lucide-icon.ts')),
    zodWithoutJsonSchema(),
    preloadFont(/figtree-latin-wght-normal-.*\.woff2$/),
    // The page that takes the money: its first step's chunks travel beside the entry. Other routes that
    // need scripts to show anything measured worse with preloads (the sign-in page behind /profile, for
    // one, competed with the entry). The prerendered pages link theirs from their own HTML: their content
    // is already on screen, and the scripts only make it interactive.
    routePreloads({ '/products/homepackage': 'pages/home-package-page.tsx', ...prerenderedRoutes }),
    prerenderPages({
      routes: prerenderedRoutes,
      entry: fromRoot('./src/client/prerender/render-route.tsx'),
      menu: 'shell/side-menu.tsx',
      aliases,
      languageTexts: pageLanguages,
      domainFolder,
    }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: fromRoot('./sw'),
      filename: 'sw.ts',
      // Registration is ours (workbox-window, after load, with an update prompt).
      injectRegister: false,
      registerType: 'prompt',
      manifest: webManifest,
      injectManifest: {
        // Icons and the manifest are added by the plugin itself; a bare png pattern would precache them
        // twice. The pictures the pages show offline are listed by their own folders and names instead.
        globPatterns: ['**/*.{js,css,html,svg,webp,woff2}', 'images/**/*.{jpg,png,avif}', '[1-7].png'],
        // Only the pages and what they link install with the worker; the rest waits for the page to be
        // idle (decision 0070). Icons and the manifest, added by the plugin after this, install too.
        manifestTransforms: [offlineDownloadSplit(fromRoot('./dist/client'), '/products/homepackage')],
      },
      devOptions: { enabled: false },
    }),
    precompressAssets(),
  ],
  // `npm test` runs every project below; each mirrors a folder of src/ (tests/e2e drives the built app).
  test: {
    // Three test files at a time on CI's 2 cores. Vitest's default (cores - 1) ran the whole suite one file
    // after another; much of a file's time is waiting (PostgreSQL's answer, a Chromium page, a server's
    // start), which the other files use: a one-journey-at-a-time e2e run kept the CPU half idle. The
    // system project keeps its files one at a time (each runs several servers).
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'domain',
          root: fromRoot('.'),
          include: ['tests/domain/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          // The pure parts of the repository's scripts (the audit's check of figures against goals).
          name: 'scripts',
          root: fromRoot('.'),
          include: ['tests/scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: fromRoot('.'),
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // Files share a worker's loaded modules instead of importing the server afresh (1-3 s a file):
          // every file builds its own app, database and clock, so nothing a test sees is shared.
          isolate: false,
          env: { TEST_DB_DRIVER: testDatabase },
          globalSetup: onPostgres,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // With the suites on PostgreSQL, PGlite (what `npm start` embeds) still runs the migrations and every
      // repository's statements: the files that exercise the repositories, once more on PGlite.
      ...(testDatabase === 'postgres'
        ? [
            {
              test: {
                name: 'server-pglite',
                root: fromRoot('.'),
                include: pgliteSet,
                environment: 'node' as const,
                isolate: false,
                env: { TEST_DB_DRIVER: 'pglite' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
            // Processes as production runs them (tests/system): several `npm start` instances on one
            // PostgreSQL, `npm run simulator` beside them, and the faults a payment must survive. Their
            // files run beside others: a fault's timing must hold on a busy machine too.
            {
              test: {
                name: 'system',
                root: fromRoot('.'),
                include: ['tests/system/**/*.test.ts'],
                environment: 'node' as const,
                globalSetup: onPostgres,
                testTimeout: 120_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      ...[false, true].map((freshModules) => ({
        plugins: [react()],
        test: {
          // Files share a worker's loaded modules (importing the app afresh cost each file 1-2 s), but for
          // those that test what a module does the first time it loads (a lazy chunk, a setting read once).
          name: freshModules ? 'client-fresh-modules' : 'client',
          root: fromRoot('.'),
          include: freshModules ? clientFilesOnFreshModules : ['tests/client/**/*.test.{ts,tsx}'],
          exclude: freshModules ? [] : clientFilesOnFreshModules,
          isolate: freshModules,
          environment: './tests/helpers/jsdom-with-server-environment.ts',
          setupFiles: ['tests/helpers/client-setup.ts'],
          env: { TEST_DB_DRIVER: testDatabase },
          globalSetup: onPostgres,
          // Many files start the real API in beforeAll; vitest's 10 s hook default was a guess about a
          // quiet machine (three files missed it on a fresh one, while the other core was busy).
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      })),
      {
        test: {
          name: 'e2e',
          root: fromRoot('.'),
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: [...onPostgres, 'tests/e2e/global-setup.ts'],
          env: { TEST_DB_DRIVER: testDatabase },
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Two journeys at a time: each has its own server, data and Chromium profile, and spends most of its
          // time waiting on a page (the CPU was idle half of a one-at-a-time run).
        },
      },
    ],
  },
});
