// `npm run bench`'s throughput table: requests a second, p50/p99 and errors for the health
// check, a quotation, a buy on the simulator, a client's list of 20 covers and the home page, against the
// production server on loopback, on PGlite and on PostgreSQL. Exits 1 when a goal on PostgreSQL fails.
// Options: --duration=10 (seconds per endpoint), --connections=10, --warm-up=2, --driver=pglite|postgres,
// --profile=DIR (the server writes a .cpuprofile there; see summarise-profile.ts).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openBenchDatabase } from './bench-postgres';
import { measureDriver } from './measure-driver';
import { type DriverRun, formatGoals, formatTable, goalsOf } from './throughput-table';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    'warm-up': { type: 'string', default: '2' },
    driver: { type: 'string' },
    profile: { type: 'string' },
  },
});
const settings = { durationSeconds: Number(values.duration), connections: Number(values.connections) };
const common = {
  settings,
  warmUpSeconds: Number(values['warm-up']),
  ...(values.profile ? { profileDir: resolve(values.profile) } : {}),
  log: (line: string) => process.stderr.write(`${line}\n`),
};

const runs: DriverRun[] = [];
if (values.driver !== 'postgres') runs.push(await measureDriver({ driver: 'PGlite', ...common }));
let postgres: DriverRun | undefined;
if (values.driver !== 'pglite') {
  const database = await openBenchDatabase();
  if (database) {
    try {
      postgres = await measureDriver({ driver: 'PostgreSQL', databaseUrl: database.url, ...common });
      runs.push(postgres);
    } finally {
      await database.drop();
    }
  }
}

console.log(
  `Throughput, ${settings.durationSeconds} s per endpoint, ${settings.connections} connections, production server on loopback`,
);
console.log(formatTable(runs));
for (const run of runs.filter((run) => run !== postgres)) console.log(formatGoals(run.driver, goalsOf(run)));
if (!postgres) {
  const why =
    values.driver === 'pglite' ? '--driver=pglite' : 'no DATABASE_URL and no /usr/lib/postgresql/15';
  console.log(`Goals on PostgreSQL: not checked (${why})`);
} else {
  const goals = goalsOf(postgres);
  console.log(formatGoals(postgres.driver, goals));
  if (goals.some((goal) => !goal.met)) process.exitCode = 1;
}
