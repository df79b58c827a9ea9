// `npm run bench`: the throughput table first, then start time, sequential quotation latency, the USSD
// callback's time per step (ussd-latency.ts), payment time and the home page's time beside password
// hashing. One entry point so that `npm run bench -- --duration=5` reaches throughput.ts (npm appends its
// arguments to the end of the script's line, which in a chain of commands is the last one). Exits with
// throughput's status: 1 when a goal on PostgreSQL failed.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const tsxCli = fileURLToPath(new URL('../../node_modules/tsx/dist/cli.mjs', import.meta.url));
const run = (script: string, args: string[] = []) =>
  spawnSync(process.execPath, [tsxCli, fileURLToPath(new URL(script, import.meta.url)), ...args], {
    stdio: 'inherit',
  }).status ?? 1;

const throughput = run('./throughput.ts', process.argv.slice(2));
let others = 0;
for (const script of [
  './start-time.ts',
  './quote-latency.ts',
  './ussd-latency.ts',
  './payment-time.ts',
  './hashing-pressure.ts',
]) {
  const status = run(script);
  others ||= status;
}
process.exitCode = throughput || others;
