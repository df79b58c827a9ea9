// Writes the kill-switch worker (sw/kill-switch.ts) over the built service worker, dist/client/sw.js, for an
// emergency where a released worker misbehaves: `npm run build && npx tsx scripts/build-kill-switch.ts`,
// then deploy dist/client as usual. A normal `npm run build` puts the real worker back. An argument names
// another built folder to write into instead (the e2e test uses one).
import { join } from 'node:path';
import { build } from 'esbuild';

const clientDir = process.argv[2] ?? new URL('../dist/client', import.meta.url).pathname;
const outfile = join(clientDir, 'sw.js');
await build({
  entryPoints: [new URL('../sw/kill-switch.ts', import.meta.url).pathname],
  outfile,
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2020',
});
console.log(`kill-switch worker written to ${outfile}`);
