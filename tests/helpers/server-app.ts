// Builds the server for tests exactly as main.ts does, on a migrated database of its own: in-memory
// PGlite by default, or a scratch database on a real PostgreSQL when TEST_DB_DRIVER=postgres.
// A PGlite instance costs ~0.6 s even from a template, so a test file shares one (setupTestApp).
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { Clock } from '../../src/server/clock';
import { type AppConfig, loadConfig } from '../../src/server/config';
import { seedCatalogue } from '../../src/server/db/catalogue/seed-catalogue';
import { migrate } from '../../src/server/db/migrate';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/open-database';
import type { LogDestination } from '../../src/server/http/logger-options';
import type { MailSender } from '../../src/server/integrations/mail/mail-sender';
import type { MpesaConnection } from '../../src/server/integrations/mpesa/mpesa-connection';
import type { SmsSender } from '../../src/server/integrations/sms/sms-sender';
import type { FileStorage } from '../../src/server/storage/file-storage';
import { createLocalFileStorage } from '../../src/server/storage/local-file-storage';
import { captureMail } from './server-mail';
import { loadMigratedPgliteTemplate } from './server-pglite-template';
import { createMigratedScratchDatabase } from './server-postgres';
import { captureSms } from './server-sms';

export const testDriver: DatabaseHandle['driver'] =
  process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';

/** A folder that holds no client build, so page requests get the "not built" 404. */
export const noClientBuildDir = join(tmpdir(), 'kinga-test-no-client-build');

/** The configuration of a test: silent logs, no client build, no files outside the test's own folders. */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  // A 50 ms simulated payer keeps payment tests fast; they wait for the callback by polling. scrypt at
  // 2^10 takes about a millisecond where production's 2^15 takes tens: tests sign up and in thousands of
  // times, and the hashes still go through the same code (password-hash.test.ts checks the full cost).
  return loadConfig({
    LOG_LEVEL: 'silent',
    CLIENT_BUILD: 'skip',
    NODE_ENV: 'test',
    PASSWORD_HASH_COST: '10',
    MPESA_SIMULATOR_DELAY_MS: '50',
    // Off unless a test is about them: they add routes under /api that the route tables would have to list.
    API_DOCS: 'off',
    ...env,
  });
}

/**
 * A migrated database of the test driver holding the catalogue, as `npm start` leaves it; close() also
 * drops a postgres scratch database.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (testDriver === 'pglite') {
    const loadDataDir = await loadMigratedPgliteTemplate();
    const database = await openDatabase({ driver: 'pglite', storage: 'memory', loadDataDir });
    // A no-op on the template, kept so a test never runs on a database behind the migrations.
    await migrate(database);
    await seedCatalogue(database.db);
    return database;
  }
  const scratch = await createMigratedScratchDatabase();
  const database = await openDatabase({ driver: 'postgres', url: scratch.url });
  // A no-op on the template's copy, as on PGlite.
  await migrate(database);
  await seedCatalogue(database.db);
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

export interface TestAppOptions {
  database: DatabaseHandle;
  clientDir?: string;
  config?: AppConfig;
  logDestination?: LogDestination;
  clock?: Clock;
  /** Defaults to a capture that is thrown away, so codes never reach the test output. */
  sms?: SmsSender;
  /** Defaults to an in-memory capture, so no test writes into ./data/mail. */
  mail?: MailSender;
  /** Defaults to a simulator of the app's own, closed with it. Pass one to share it across a "restart". */
  mpesa?: MpesaConnection;
  /** Defaults to a folder of its own under the system's temp folder, so no test writes into ./data. */
  storage?: FileStorage;
}

export function buildTestApp(options: TestAppOptions): Promise<FastifyInstance> {
  return buildApp({
    config: options.config ?? testConfig(),
    database: options.database,
    clientDir: options.clientDir ?? noClientBuildDir,
    sms: options.sms ?? captureSms().sender,
    mail: options.mail ?? captureMail().sender,
    storage: options.storage ?? createLocalFileStorage(join(tmpdir(), 'kinga-test-documents', randomUUID())),
    ...(options.mpesa ? { mpesa: options.mpesa } : {}),
    ...(options.logDestination ? { logDestination: options.logDestination } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
}

export interface TestAppContext {
  app: FastifyInstance;
  database: DatabaseHandle;
}

/**
 * One app and one migrated database for the whole test file, closed after it. Read `context.app` inside
 * tests (it is set in beforeAll). Routes a test needs for itself can be added before the first inject.
 */
export function setupTestApp(options: Omit<TestAppOptions, 'database'> = {}): TestAppContext {
  const context = {} as TestAppContext;
  beforeAll(async () => {
    context.database = await openTestDatabase();
    context.app = await buildTestApp({ ...options, database: context.database });
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}
