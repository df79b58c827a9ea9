// A PostgreSQL database for one bench run: a fresh database on the server DATABASE_URL names, or on a
// throwaway local cluster when it names none (scripts/start-test-postgres.sh), dropped afterwards so
// each run starts from empty tables like the PGlite one.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const CLUSTER_PORT = '55433';
const LOCAL_BINARIES = '/usr/lib/postgresql/15/bin';

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** null when there is no PostgreSQL to run against (no DATABASE_URL and no local binaries). */
export async function openBenchDatabase(): Promise<BenchDatabase | null> {
  const given = process.env.DATABASE_URL;
  if (!given && !existsSync(LOCAL_BINARIES)) return null;
  const serverUrl =
    given ??
    execFileSync('sh', ['scripts/start-test-postgres.sh', CLUSTER_PORT], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    })
      .trim()
      .split('\n')
      .at(-1) ??
    '';
  const name = `kinga_bench_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
      if (!given)
        execFileSync('sh', ['scripts/stop-test-postgres.sh', CLUSTER_PORT], { cwd: repoRoot, stdio: 'pipe' });
    },
  };
}
