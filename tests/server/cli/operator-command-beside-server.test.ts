// `npm run operator -- add` while `npm start` runs on PGlite. The command used to open the same
// folder, print a link the running server then called invalid, and risk the files; now it says to stop
// the server first, and leaves the data alone.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScript, runServer, type ServerProcess, waitUntilReady } from '../../helpers/server-process';

let dataDir: string;
let server: ServerProcess;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kinga-operator-beside-'));
  server = runServer({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CLIENT_BUILD: 'skip',
    LOG_LEVEL: 'warn',
  });
  await waitUntilReady(server, 60_000);
}, 70_000);
afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run operator beside a running server on PGlite', () => {
  it('says to stop the server first, and exits 1 without touching the data', async () => {
    const add = runScript('src/server/cli/operator-command.ts', { DATA_DIR: dataDir }, [
      'add',
      '--name',
      'Achieng Admin',
      '--email',
      'achieng@kinga.example',
      '--role',
      'admin',
    ]);
    expect(await add.exited).toBe(1);
    expect(add.stdout()).toBe('');
    expect(add.stderr()).toContain('is in use by another Kinga process');
    expect(add.stderr()).toContain('Stop the server, then run this again');
    expect(server.child.exitCode).toBeNull();
  }, 60_000);
});
