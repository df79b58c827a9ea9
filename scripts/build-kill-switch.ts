// Writes the kill-switch worker (sw/kill-switch.ts) over the built service worker, dist/client/sw.js, for an
// emergency where a released worker misbehaves: `npm run build && npx tsx scripts/build-kill-switch.ts`,
// then deploy dist/client as usual. A normal `npm run build` puts the real worker back.
import { build } from 'esbuild';

const outfile = new URL('../dist/client/sw.js', import.meta.url).pathname;
await build({
  entryPoints: [new URL('../sw/kill-switch.ts', import.meta.url).pathname],
  outfile,
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2020',
});
console.log(`kill-switch worker written to ${outfile}`);
