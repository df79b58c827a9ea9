// A Vite build step: writes Brotli (.br) and gzip (.gz) twins of every text asset, so the server sends
// compressed bytes to phones on mobile data without compressing on each request (@fastify/static
// `preCompressed`). Maximum quality is affordable once per build.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compressible = /\.(js|css|html|svg|webmanifest|json|txt)$/;
// Below this size the headers outweigh the saving.
const minimumBytes = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'kinga:precompress-assets',
    apply: 'build',
    // After the service worker plugin has written sw.js and the manifest.
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      for await (const file of filesUnder(outDir)) {
        if (!compressible.test(file)) continue;
        const content = await readFile(file);
        if (content.length < minimumBytes) continue;
        const [br, gz] = await Promise.all([
          brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzipAsync(content, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      }
    },
  };
}
