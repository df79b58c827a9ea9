// `npm run operator -- …`: manages back-office operators on the server's own database
// (PGlite under DATA_DIR, or DATABASE_URL when set), migrated first as `npm start` does. SITE_ORIGIN
// names the address printed in set-up links (http://localhost:PORT by default). While `npm start` holds a
// PGlite folder the command refuses and says to stop the server first (db/pglite-lock.ts).
import { systemClock } from '../clock';
import { ConfigError, loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { DatabaseInUseError } from '../db/pglite-lock';
import { runOperatorCommand } from './operator-command-run';

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config.database);
  } catch (error) {
    // The server holds the PGlite folder: say to stop it rather than write beside it.
    if (!(error instanceof DatabaseInUseError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
  try {
    await migrate(database);
    const origin = (process.env.SITE_ORIGIN ?? `http://localhost:${config.port}`).replace(/\/$/, '');
    return await runOperatorCommand(process.argv.slice(2), {
      database,
      clock: systemClock,
      origin,
      print: say,
    });
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
