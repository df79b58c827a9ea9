// `npm run test:fuzz`: every property-based test file (those that import fast-check) at full strength
// (FUZZ_RUNS=full, tests/helpers/fuzz-runs.ts). `npm test` runs the same properties with a tenth of the
// cases; CI runs both. Extra arguments go to vitest (e.g. `-- --project server`).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const fuzzFiles = testFiles(join(root, 'tests'))
  .filter((path) => readFileSync(path, 'utf8').includes("from 'fast-check'"))
  .map((path) => relative(root, path));

const run = spawnSync(
  process.execPath,
  [join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...fuzzFiles, ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, FUZZ_RUNS: 'full' } },
);
process.exit(run.status ?? 1);
