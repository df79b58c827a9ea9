// Runs the real decision and child-process code against a throwaway repository whose "vite" is a tiny
// script that writes index.html and counts its runs, so no real build is needed.
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientSourcePaths, ensureClientBuild } from '../../../src/server/build/ensure-client-build';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const fakeVite = `
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
if (process.env.FAKE_VITE_FAIL) process.exit(3);
mkdirSync('dist/client', { recursive: true });
writeFileSync('dist/client/index.html', '<!doctype html>');
appendFileSync('vite-runs.log', 'build\\n');
`;

let root: string;
const lines: string[] = [];
const log = (line: string) => lines.push(line);
const runs = async () =>
  (await readFile(join(root, 'vite-runs.log'), 'utf8').catch(() => '')).split('\n').length - 1;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'kinga-build-'));
  await mkdir(join(root, 'src/client'), { recursive: true });
  await mkdir(join(root, 'node_modules/vite/bin'), { recursive: true });
  await writeFile(join(root, 'node_modules/vite/bin/vite.js'), fakeVite);
  await writeFile(join(root, 'src/client/main.tsx'), 'export {};\n');
  await writeFile(join(root, 'vite.config.ts'), 'export default {};\n');
  await mkdir(join(root, 'scripts'), { recursive: true });
  await writeFile(join(root, 'scripts/vite-precompress.ts'), 'export {};\n');
  await writeFile(join(root, 'package.json'), '{ "type": "module" }\n');
  lines.length = 0;
});

afterEach(async () => {
  delete process.env.FAKE_VITE_FAIL;
  await rm(root, { recursive: true, force: true });
});

describe('ensureClientBuild', () => {
  it('builds a missing client once, then finds it up to date', async () => {
    expect(await ensureClientBuild({ mode: 'auto', log, root })).toMatchObject({ build: true });
    expect(lines).toEqual(['Building the web app (there is no client build yet)…']);
    expect(await ensureClientBuild({ mode: 'auto', log, root })).toMatchObject({ build: false });
    expect(await runs()).toBe(1);
  });

  it('rebuilds after a client source changes', async () => {
    await ensureClientBuild({ mode: 'auto', log, root });
    const later = new Date(Date.now() + 60_000);
    await utimes(join(root, 'src/client/main.tsx'), later, later);
    expect(await ensureClientBuild({ mode: 'auto', log, root })).toEqual({
      build: true,
      reason: 'client sources changed since the last build',
    });
    expect(await runs()).toBe(2);
  });

  it('rebuilds after a build plugin that vite.config.ts imports changes', async () => {
    await ensureClientBuild({ mode: 'auto', log, root });
    const later = new Date(Date.now() + 60_000);
    await utimes(join(root, 'scripts/vite-precompress.ts'), later, later);
    expect(await ensureClientBuild({ mode: 'auto', log, root })).toMatchObject({ build: true });
    expect(await runs()).toBe(2);
  });

  it('watches every local file the real vite.config.ts imports', async () => {
    const config = await readFile(join(repoRoot, 'vite.config.ts'), 'utf8');
    const localImports = [...config.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map(([, path = '']) =>
      relative(repoRoot, join(repoRoot, path)),
    );
    expect(localImports).toContain('scripts/vite-precompress.ts');
    for (const path of localImports) {
      const watched = clientSourcePaths.some((source) => path === source || path.startsWith(`${source}/`));
      expect(watched, `${path} is imported by vite.config.ts but not in clientSourcePaths`).toBe(true);
    }
  });

  it('does nothing with CLIENT_BUILD=skip', async () => {
    expect(await ensureClientBuild({ mode: 'skip', log, root })).toMatchObject({ build: false });
    expect(await runs()).toBe(0);
  });

  it('does nothing when the sources are not there (a deployed build)', async () => {
    await rm(join(root, 'src'), { recursive: true });
    expect(await ensureClientBuild({ mode: 'auto', log, root })).toMatchObject({ build: false });
    expect(await runs()).toBe(0);
  });

  it('fails start-up when the build fails', async () => {
    process.env.FAKE_VITE_FAIL = '1';
    await expect(ensureClientBuild({ mode: 'auto', log, root })).rejects.toThrow(
      'vite build failed (exit code 3)',
    );
  });
});
