// Vitest global setup of the projects that run on PostgreSQL: when no TEST_DATABASE_URL is given, starts
// (or finds already running) the throwaway cluster of scripts/start-test-postgres.sh and hands its URL to
// the workers, which inherit this process's environment. The cluster is left running for the next run
// (a second `npx vitest run <file>` then starts testing at once); `bash scripts/stop-test-postgres.sh`
// stops and deletes it. CI (.ci/run) starts its own and stops it on exit.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export default function startTestPostgres(): void {
  if (process.env.TEST_DATABASE_URL) return;
  const output = execFileSync('sh', ['scripts/start-test-postgres.sh'], {
    cwd: repoRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = output.trim().split('\n').at(-1);
  if (!url?.startsWith('postgres://')) throw new Error(`start-test-postgres.sh printed no URL: ${output}`);
  process.env.TEST_DATABASE_URL = url;
}
