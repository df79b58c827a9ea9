// Checks the claim behind vitest's server-pglite project: the files it runs on PGlite call every function
// of every repository (src/server/**/*-repository.ts and services/repositories.ts) at least once, so
// each statement the app sends has met the embedded database too. Prints the figure; exits 1 below 100 %.
//   npx tsx scripts/pglite-set-coverage.ts
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(tmpdir(), 'kinga-pglite-set-coverage');

const run = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--project',
    'server-pglite',
    '--coverage.enabled',
    '--coverage.provider=v8',
    '--coverage.include=src/server/**/*repository*.ts',
    '--coverage.include=src/server/services/repositories.ts',
    '--coverage.reporter=json',
    `--coverage.reportsDirectory=${reports}`,
  ],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
);
if (run.status !== 0) {
  console.error('The server-pglite project failed (is PostgreSQL installed? the project runs beside it).');
  process.exit(1);
}

type FileCoverage = { fnMap: Record<string, { name: string }>; f: Record<string, number> };
const coverage = JSON.parse(readFileSync(join(reports, 'coverage-final.json'), 'utf8')) as Record<
  string,
  FileCoverage
>;
let total = 0;
let called = 0;
for (const [file, { fnMap, f }] of Object.entries(coverage)) {
  const missed = Object.entries(f).filter(([, count]) => count === 0);
  total += Object.keys(f).length;
  called += Object.keys(f).length - missed.length;
  for (const [id] of missed)
    console.log(`never called on PGlite: ${relative(root, file)} ${fnMap[id]?.name}`);
}
console.log(
  `repository functions called on PGlite: ${called} of ${total} (${((100 * called) / total).toFixed(1)} %)`,
);
process.exit(called === total ? 0 : 1);
