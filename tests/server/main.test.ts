// `npm start` end to end: a real process, a real port, real signals.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthResponseSchema, type Quotation, QuoteResponseSchema } from '../../src/domain/api';
import { testDriver } from '../helpers/server-app';
import { newestMigrationTag } from '../helpers/server-migrations';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/server-postgres';
import { runServer, type ServerProcess, waitUntilReady } from '../helpers/server-process';

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

/** Starts `npm start`'s entry and checks that it answers with the database it was given. */
async function startAndCheckHealth(): Promise<{ server: ServerProcess; url: string }> {
  const server = runServer(env);
  const url = await waitUntilReady(server);
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(server.stdout().match(/ready at/g)).toHaveLength(1);
  const response = await fetch(`${url}/api/health`);
  expect(response.status).toBe(200);
  expect(HealthResponseSchema.parse(await response.json()).database).toEqual({
    driver: testDriver,
    schemaVersion: newestMigrationTag,
  });
  return { server, url };
}

async function stopWith(server: ServerProcess, signal: NodeJS.Signals): Promise<void> {
  server.child.kill(signal);
  expect(await server.exited, server.stderr()).toBe(0);
}

/** A tenant's quotation under a fixed Idempotency-Key: the first call prices it, a repeat replays it. */
async function quoteWithKey(url: string): Promise<{ quotation: Quotation; replayed: boolean }> {
  const response = await fetch(`${url}/api/home-insurance/quotations/quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': 'main-test-restart' },
    body: JSON.stringify({ is_owner: '0', value_of_house_hold_items: 350_000 }),
  });
  expect(response.status).toBe(200);
  return {
    quotation: QuoteResponseSchema.parse(await response.json()).data,
    replayed: response.headers.get('idempotent-replayed') === 'true',
  };
}

const stackLine = /^ {4}at /m;

describe('npm start', () => {
  it('starts, answers, stops on SIGTERM or SIGINT with exit code 0, and starts again on the same data', async () => {
    // First run: a quotation is stored; SIGTERM is what orchestrators send.
    const first = await startAndCheckHealth();
    const created = await quoteWithKey(first.url);
    expect(created.replayed).toBe(false);
    await stopWith(first.server, 'SIGTERM');
    if (testDriver === 'pglite') expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);

    // Second run on the same data: the same key can only replay the first quotation if the data (the
    // quotation and its stored response) survived the restart. SIGINT is Ctrl+C in a terminal.
    const second = await startAndCheckHealth();
    expect(await quoteWithKey(second.url)).toEqual({ quotation: created.quotation, replayed: true });
    await stopWith(second.server, 'SIGINT');
  });

  it('removes at start the partial uploads a killed server left, once they are a few minutes old', async () => {
    // What `kill -9` during claim uploads leaves in the claim's folder: `<key>.<uuid>.tmp`, named by no row.
    const claim = join(dataDir, 'documents', 'claims', randomUUID());
    await mkdir(claim, { recursive: true });
    const photo = randomUUID();
    const crashed = [`${photo}.${randomUUID()}.tmp`, `${randomUUID()}.${randomUUID()}.tmp`];
    const writing = `${randomUUID()}.${randomUUID()}.tmp`;
    for (const name of [photo, ...crashed, writing]) await writeFile(join(claim, name), 'part of a photo');
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
    for (const name of [photo, ...crashed]) await utimes(join(claim, name), anHourAgo, anHourAgo);

    const { server } = await startAndCheckHealth();
    // The sweep runs beside the first requests rather than delaying the start.
    await expect
      .poll(async () => (await readdir(claim)).sort(), { timeout: 10_000 })
      .toEqual([photo, writing].sort());
    await stopWith(server, 'SIGTERM');
  });

  it('refuses a bad PORT with one line on stderr and exit code 1', async () => {
    const server = runServer({ ...env, PORT: 'abc' });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toBe(
      'Invalid configuration: PORT must be an integer from 0 to 65535 (got "abc")\n',
    );
    expect(server.stdout()).toBe('');
  });

  it('refuses to run production on the M-Pesa simulator and the console SMS driver, one line each, exit code 1', async () => {
    const server = runServer({ ...env, NODE_ENV: 'production', OTP_SECRET: 's'.repeat(40) });
    expect(await server.exited).toBe(1);
    const lines = server.stderr().trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^Invalid configuration: MPESA_MODE=simulator is not allowed when NODE_ENV=production \(.*\); set MPESA_MODE=daraja, or ALLOW_SIMULATED_INTEGRATIONS=true on a staging server$/,
    );
    expect(lines[1]).toMatch(
      /^Invalid configuration: SMS_PROVIDER=console is not allowed when NODE_ENV=production \(.*\); set SMS_PROVIDER=africastalking, or ALLOW_SIMULATED_INTEGRATIONS=true on a staging server$/,
    );
    expect(server.stdout()).toBe('');
  });
});

describe('npm start with a database it cannot use', () => {
  const unreachable = { DATABASE_URL: 'postgres://u:secret@127.0.0.1:1/db' };

  it('says in one line that the database cannot be reached, without the password or a stack trace', async () => {
    const server = runServer({ ...env, ...unreachable });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toBe(
      'Kinga could not start: Could not reach the database at 127.0.0.1:1 (ECONNREFUSED); check DATABASE_URL\n',
    );
    expect(server.stdout()).toBe('');
  });

  it('adds the stack trace at LOG_LEVEL=debug, still without the password', async () => {
    const server = runServer({ ...env, ...unreachable, LOG_LEVEL: 'debug' });
    expect(await server.exited).toBe(1);
    const output = server.stderr();
    expect(output.split('\n')[0]).toBe(
      'Kinga could not start: Could not reach the database at 127.0.0.1:1 (ECONNREFUSED); check DATABASE_URL',
    );
    expect(output).toMatch(stackLine);
    expect(output).not.toContain('secret');
  });

  it.runIf(testDriver === 'postgres')('says in one line that PostgreSQL refused the sign-in', async () => {
    const url = new URL(scratch?.url ?? '');
    url.username = 'nobody';
    url.password = 'secret';
    const server = runServer({ ...env, DATABASE_URL: url.toString() });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toBe(
      `Kinga could not start: The database at ${url.hostname}:${url.port} refused the connection: role "nobody" does not exist; check DATABASE_URL\n`,
    );
  });
});

describe('npm start on a port that is taken', () => {
  let squatter: Server;
  beforeAll(async () => {
    squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => squatter.close(() => resolve())));

  it('says in one line which port is in use, and exits 1', async () => {
    const { port } = squatter.address() as { port: number };
    const server = runServer({ ...env, PORT: String(port) });
    expect(await server.exited).toBe(1);
    const output = server.stderr();
    // A first start on fresh data also reports seeding the catalogue; the failure is the last line.
    expect(output.trimEnd().split('\n').at(-1)).toBe(
      `Kinga could not start: Port ${port} is already in use; set PORT to another port`,
    );
    expect(output).not.toMatch(stackLine);
    expect(server.stdout()).toBe('');
  });
});
