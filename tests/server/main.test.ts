// `npm start` end to end: a real process, a real port, real signals.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthResponseSchema } from '../../src/domain/api';
import { testDriver } from '../helpers/server-app';
import { newestMigrationTag } from '../helpers/server-migrations';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/server-postgres';
import { runServer, waitUntilReady } from '../helpers/server-process';

let dataDir: string;
let scratch: ScratchDatabase | undefined;
let env: Record<string, string>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kinga-main-'));
  scratch = testDriver === 'postgres' ? await createScratchDatabase() : undefined;
  env = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CLIENT_BUILD: 'skip',
    LOG_LEVEL: 'warn',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  };
});
afterAll(async () => {
  await scratch?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('starts, answers, stops on SIGTERM or SIGINT with exit code 0, and starts again on the same data', async () => {
    // SIGTERM is what orchestrators send; SIGINT is Ctrl+C in a terminal.
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const server = runServer(env);
      const url = await waitUntilReady(server);
      expect(url).toMatch(/^http:\/\/localhost:\d+$/);
      expect(server.stdout().match(/ready at/g), signal).toHaveLength(1);

      const response = await fetch(`${url}/api/health`);
      expect(response.status).toBe(200);
      expect(HealthResponseSchema.parse(await response.json()).database).toEqual({
        driver: testDriver,
        schemaVersion: newestMigrationTag,
      });

      server.child.kill(signal);
      expect(await server.exited, server.stderr()).toBe(0);
      if (testDriver === 'pglite') expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    }
  });

  it('refuses a bad PORT with one line on stderr and exit code 1', async () => {
    const server = runServer({ ...env, PORT: 'abc' });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toBe(
      'Invalid configuration: PORT must be an integer from 0 to 65535 (got "abc")\n',
    );
    expect(server.stdout()).toBe('');
  });
});
