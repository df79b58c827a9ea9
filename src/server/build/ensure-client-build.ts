// `npm start` must serve a client that matches the sources, with no separate build step to forget. This
// builds it when it is missing or stale, and stays out of the way in a deployed copy without sources.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuildStamp, type ClientBuildDecision, decideClientBuild } from './client-build-decision';
import { newestMtime } from './newest-mtime';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface EnsureClientBuildOptions {
  mode: 'auto' | 'skip';
  /** Told what was decided and why, in one line. */
  log: (line: string) => void;
  /** The repository to build in; the one holding this file by default. */
  root?: string;
}

/**
 * Everything the client build is made from; a change to any of them makes the build stale. That includes
 * every local file vite.config.ts imports (its build plugins), which a test checks.
 */
export const clientSourcePaths = [
  'src/client',
  'src/domain',
  'sw',
  'public',
  'vite.config.ts',
  'scripts/vite-language-texts.ts',
  'scripts/vite-lazy-import-preloads.ts',
  'scripts/vite-lucide-icons.ts',
  'scripts/vite-offline-download-split.ts',
  'scripts/vite-precompress.ts',
  'scripts/vite-preload-font.ts',
  'scripts/vite-prerender.ts',
  'scripts/vite-route-preloads.ts',
  'scripts/vite-zod-without-json-schema.ts',
  // The inline scripts every page carries (scripts/vite-prerender.ts and vite-language-texts.ts write them in).
  'src/server/static/page-start-script.ts',
  'src/server/static/language-choice-script.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

export async function ensureClientBuild(options: EnsureClientBuildOptions): Promise<ClientBuildDecision> {
  const root = options.root ?? repoRoot;
  const viteBin = join(root, 'node_modules/vite/bin/vite.js');
  // The stamp sits outside dist/client so the static host never serves it and vite never deletes it.
  const stampPath = join(root, 'dist/.client-build-stamp.json');
  const indexPath = join(root, 'dist/client/index.html');

  const sourcesPresent = [join(root, 'src/client'), join(root, 'vite.config.ts'), viteBin].every(existsSync);
  const decision = decideClientBuild({
    mode: options.mode,
    sourcesPresent,
    newestSourceMtimeMs: sourcesPresent
      ? await newestMtime(clientSourcePaths.map((path) => join(root, path)))
      : null,
    indexMtimeMs: await mtimeOf(indexPath),
    stamp: await readStamp(stampPath),
  });
  if (!decision.build) return decision;

  options.log(`Building the web app (${decision.reason})…`);
  const startedAt = Date.now();
  await runVite(viteBin, root);
  const stamp: BuildStamp = {
    sourcesAsOfMs: startedAt,
    indexMtimeMs: (await mtimeOf(indexPath)) ?? startedAt,
  };
  await writeFile(stampPath, `${JSON.stringify(stamp)}\n`);
  return decision;
}

function runVite(viteBin: string, root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [viteBin, 'build'], {
      cwd: root,
      stdio: 'inherit',
      // Whatever NODE_ENV the server runs with, the served build is the production one (a 'test' or
      // 'development' value would give React's development build and no service worker).
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`vite build failed (${signal ? `signal ${signal}` : `exit code ${code}`})`));
    });
  });
}

async function mtimeOf(path: string): Promise<number | null> {
  const info = await stat(path).catch(() => null);
  return info ? info.mtimeMs : null;
}

async function readStamp(path: string): Promise<BuildStamp | null> {
  try {
    const value: unknown = JSON.parse(await readFile(path, 'utf8'));
    const stamp = value as Partial<BuildStamp>;
    return typeof stamp.sourcesAsOfMs === 'number' && typeof stamp.indexMtimeMs === 'number'
      ? { sourcesAsOfMs: stamp.sourcesAsOfMs, indexMtimeMs: stamp.indexMtimeMs }
      : null;
  } catch {
    // No stamp, or one from an older format: fall back to index.html's age.
    return null;
  }
}
