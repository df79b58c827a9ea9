import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMigratedScratchDatabase } from './server-postgres';
import { runServer, waitUntilReady } from './server-process';

export interface RunningServer {
  url: string;
  dataDir: string;
  output: () => string;
  /** SIGTERM, then waits for the process to exit; resolves with its exit code. */
  stop: () => Promise<number | string>;
}

/**
 * Starts the real `npm start` entry point on a free port with its own data folder, exactly as a newcomer
 * would run it, minus the client build (the e2e global setup and the audit build it first).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const ownDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'kinga-e2e-data-'));
  // Where the test suites run on PostgreSQL (vite.config.ts), a journey that does not read the data folder
  // itself gets a migrated copy of its own there: the start is 2 s, where PGlite's first start in a new
  // folder is 5-6 s. Journeys that name their folder keep npm start's embedded PGlite, as a newcomer runs it.
  const scratch =
    ownDataDir && !env.DATABASE_URL && process.env.TEST_DB_DRIVER === 'postgres'
      ? await createMigratedScratchDatabase()
      : undefined;
  const server = runServer({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CLIENT_BUILD: 'skip',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...env,
  });
  const url = await waitUntilReady(server, 60_000);

  let stopped: Promise<number | string> | undefined;
  return {
    url,
    dataDir,
    output: () => `${server.stdout()}${server.stderr()}`,
    stop: () => {
      stopped ??= (async () => {
        if (server.child.exitCode === null) server.child.kill('SIGTERM');
        const code = await server.exited;
        if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
        await scratch?.drop();
        return code;
      })();
      return stopped;
    },
  };
}
