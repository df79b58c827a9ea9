// `npm start`: configuration, client build, database, migrations, then listen. Everything is built by
// app.ts; this file only runs it and stops it.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ensureClientBuild } from './build/ensure-client-build';
import { systemClock } from './clock';
import { type AppConfig, ConfigError, loadConfig } from './config';
import { seedCatalogue } from './db/catalogue/seed-catalogue';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { type MpesaConnection, openMpesaConnection } from './integrations/mpesa/mpesa-connection';
import { readyLine, simulatorLine } from './ready-line';
import { createStoredDataExpiry } from './services/expiry/stored-data-expiry';
import { startStoredDataExpiryTimer } from './services/expiry/stored-data-expiry-timer';
import { startReconciliationTimer } from './services/payments/payment-reconciliation-timer';
import { startRenewalReminderTimer } from './services/renewals/renewal-reminder-timer';
import { createRepositories } from './services/repositories';
import { closeServer, exitOnSignals } from './shutdown';
import { explainDatabaseFailure, explainListenFailure, startupFailureLines } from './start-up-failure';
import { createFileStorage } from './storage/create-file-storage';

// A file write takes milliseconds; one started this long ago was cut short by a crash. Anything younger
// may be another instance's upload under way in a shared folder.
const UNFINISHED_WRITE_AGE_MS = 5 * 60 * 1000;

const say = (line: string) => process.stderr.write(`${line}\n`);

function readConfig(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // A line per problem an operator can act on; a stack trace would only bury them.
    say(error.message);
    process.exit(1);
  }
}

async function main(config: AppConfig): Promise<void> {
  await ensureClientBuild({ mode: config.clientBuild, log: say });

  const database = await openDatabase(config.database, {
    onIdleError: (error) => say(`Database connection lost (the pool reconnects): ${error.message}`),
  }).catch((error: unknown) => {
    throw explainDatabaseFailure(error, config.database);
  });
  let app: FastifyInstance | undefined;
  let mpesa: MpesaConnection | undefined;
  let reconciliation: { stop(): Promise<void> } | undefined;
  let expiry: { stop(): Promise<void> } | undefined;
  let reminders: { stop(): Promise<void> } | undefined;
  const storage = createFileStorage(config.storage);
  const close = async () => {
    await reconciliation?.stop();
    await expiry?.stop();
    await reminders?.stop();
    await closeServer(app, database);
    await mpesa?.close();
  };
  // Installed as soon as the database is open, so a signal during start-up still closes it cleanly.
  exitOnSignals({ log: say, close });

  try {
    await migrate(database);
    // Every start: an unchanged catalogue writes nothing; an edited catalogue-data.ts takes effect here.
    const catalogue = await seedCatalogue(database.db);
    if (catalogue.underwritersWritten + catalogue.productsWritten + catalogue.productsRetired > 0) {
      say(
        `Catalogue updated: ${catalogue.underwritersWritten} underwriters and ${catalogue.productsWritten} products written, ${catalogue.productsRetired} retired.`,
      );
    }
    // In simulator mode (the default) this starts the local M-Pesa simulator on a loopback port.
    mpesa = await openMpesaConnection(config.mpesa, {
      clock: systemClock,
      onSimulatorError: (error) => say(`M-Pesa simulator: callback not delivered (${error.message})`),
    });
    app = await buildApp({ config, database, mpesa, storage });
    await app.listen({ port: config.port, host: config.host }).catch((error: unknown) => {
      throw explainListenFailure(error, config);
    });
  } catch (error) {
    // A failed start closes what it opened, as a stop would: PGlite flushes its files on close, and an
    // on-disk cluster left unflushed needs recovery on the next start.
    await close().catch(() => {});
    throw error;
  }
  const running = app;
  // From now on callbacks reach us; anything pushed before may have lost its callback while we were down.
  const listeningSince = systemClock.now();
  reconciliation = startReconciliationTimer(
    { reconciler: running.payments.reconciler, outbox: running.notifications },
    (error) => running.log.error({ err: error }, 'payment reconciliation failed'),
    config.reconcileEveryMs,
    listeningSince,
  );
  expiry = startStoredDataExpiryTimer(
    createStoredDataExpiry({ repositories: createRepositories(database.db), clock: systemClock }),
    (error) => running.log.error({ err: error }, 'stored data expiry failed'),
  );
  // A process killed mid-upload (kill -9, a power cut) leaves half-written files no row names. Beside the
  // first requests, not before them: a large folder takes a while to walk.
  const startedBefore = new Date(listeningSince.getTime() - UNFINISHED_WRITE_AGE_MS);
  storage.removeUnfinishedWrites(startedBefore).then(
    (removed) => {
      if (removed > 0) running.log.info({ removed }, 'unfinished file writes removed');
    },
    (error: unknown) => running.log.error({ err: error }, 'unfinished file writes not removed'),
  );
  reminders = startRenewalReminderTimer(running.renewalReminders, (error) =>
    running.log.error({ err: error }, 'renewal reminders failed'),
  );
  // The one line people (and the e2e tests) look for; stdout, apart from the JSON logs.
  process.stdout.write(`${readyLine(app.server.address() as AddressInfo)}\n`);
  const simulatorUrl =
    mpesa.simulator?.baseUrl ?? (config.mpesa.mode === 'simulator' ? config.mpesa.simulator.url : null);
  if (simulatorUrl) process.stdout.write(`${simulatorLine(simulatorUrl)}\n`);
}

const config = readConfig();
main(config).catch((error: unknown) => {
  for (const line of startupFailureLines(error, config.logLevel)) say(line);
  process.exit(1);
});
