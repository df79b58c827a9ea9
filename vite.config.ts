import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { precompressAssets } from './scripts/vite-precompress.ts';
import { preloadFont } from './scripts/vite-preload-font.ts';
import { routePreloads } from './scripts/vite-route-preloads.ts';
import { webManifest } from './src/client/pwa/web-manifest.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The dev API server's port; `npm run dev` starts it there and this proxy forwards /api to it.
const devApiPort = Number(process.env.DEV_API_PORT ?? 8787);

export default defineConfig({
  root: fromRoot('./src/client'),
  publicDir: fromRoot('./public'),
  resolve: {
    alias: [
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
    ],
  },
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: true,
    target: 'es2022',
    // No modulepreload polyfill in the entry (about 0.3 KB gz on every page): Chrome on Android has had
    // modulepreload since version 66 and Safari since 17; an older browser still loads every chunk, only
    // without fetching a route's imports ahead.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page runs first (React, the router, valtio, the icons' base) as one chunk rather
              // than the four rolldown made of it: on HTTP/1.1 a phone fetches six files at a time, so
              // each extra file on the first paint's path costs a round trip on slow 4G (home JS 89.9 ->
              // 89.2 KB gz too). The icons themselves stay with the pages that show them.
              name: 'vendor',
              test: /node_modules[\\/]((react|react-dom|scheduler|valtio|proxy-compare|wouter|regexparam|use-sync-external-store)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/]))/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${devApiPort}` },
  },
  plugins: [
    react(),
    preloadFont(/figtree-latin-wght-normal-.*\.woff2$/),
    // Only the page that takes the money: its first step's chunks travel beside the entry. Other routes
    // measured worse with preloads (the sign-in page behind /profile, for one, competed with the entry).
    routePreloads({ '/products/homepackage': 'pages/home-package-page.tsx' }),
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
        globPatterns: ['**/*.{js,css,html,svg,webp,woff2}', 'images/**/*.{jpg,png}', '[1-7].png'],
      },
      devOptions: { enabled: false },
    }),
    precompressAssets(),
  ],
  // `npm test` runs every project below; each mirrors a folder of src/ (tests/e2e drives the built app).
  test: {
    // Two test files at a time on CI's 2 cores. Vitest's default (cores - 1) ran the whole suite one file
    // after another, about 23 min; much of a file's time is waiting (PGlite's start, a Chromium page, a
    // server's answer), which the other file can use. The e2e and server-postgres projects keep their own
    // files one at a time (one Chromium, one database).
    maxWorkers: 2,
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
          name: 'server',
          root: fromRoot('.'),
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The same server suite once more against a real PostgreSQL, when one is offered.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server-postgres',
                root: fromRoot('.'),
                include: ['tests/server/**/*.test.ts'],
                environment: 'node' as const,
                env: { TEST_DB_DRIVER: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
                // One database: files must not reset it under each other.
                fileParallelism: false,
              },
            },
            // Processes as production runs them (tests/system): several `npm start` instances on one
            // PostgreSQL, `npm run simulator` beside them, and the faults a payment must survive.
            {
              test: {
                name: 'system',
                root: fromRoot('.'),
                include: ['tests/system/**/*.test.ts'],
                environment: 'node' as const,
                testTimeout: 120_000,
                hookTimeout: 120_000,
                // Each file runs several servers on CI's 2 cores: one file at a time.
                fileParallelism: false,
              },
            },
          ]
        : []),
      {
        plugins: [react()],
        test: {
          name: 'client',
          root: fromRoot('.'),
          include: ['tests/client/**/*.test.{ts,tsx}'],
          environment: './tests/helpers/jsdom-with-server-environment.ts',
          setupFiles: ['tests/helpers/client-setup.ts'],
          // Each file starts the real API on PGlite; under CI's parallel projects 5 s was too tight.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: fromRoot('.'),
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // One Chromium at a time on a 2-core machine.
          fileParallelism: false,
        },
      },
    ],
  },
});
