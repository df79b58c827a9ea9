// How long one USSD step takes to answer, through the real `npm start` entry and its HTTP callback, posted
// exactly as Africa's Talking posts it: POST /api/ussd/<token>, a form of sessionId, serviceCode,
// phoneNumber, networkCode and text (every answer so far joined by '*'), text/plain 'CON …' or 'END …' back.
// Each session is a new phone with no account walking to the prices: language, main menu, get a quote,
// tenant, household value, portable value, and the three prices (the step that creates a quotation, the
// heaviest). Sessions one after another, one step at a time, on one keep-alive connection, after a short
// warm-up. Prints p50, p99 and max in milliseconds for any step and for the price step, and the goal.
// Every phone and session is its own: the limits (60 steps a phone in 10 minutes, 40 a session in 3) stop
// a script, not many callers. A screen other than the one expected (the polite END a late or failed step
// gets) is counted as an error, and any error makes the script exit 1.
// PGlite in a fresh data folder, or DATABASE_URL when set.
// `npx tsx scripts/bench/ussd-latency.ts --sessions=100 --warm-up=5` (the defaults; about 15 s here)
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runServer, waitUntilReady } from '../../tests/helpers/server-process';

const { values } = parseArgs({
  options: {
    sessions: { type: 'string', default: '100' },
    'warm-up': { type: 'string', default: '5' },
  },
});
const SESSIONS = Number(values.sessions);
const WARM_UP = Number(values['warm-up']);

/** Our own rule is every answer within 5 s (the gateway waits 10 s); a step's p99 should be far inside. */
const GOAL_P99_MS = 1000;

// A session as a person answers it, each answer with the screen it should bring.
const walk: { answer: string | null; screen: RegExp }[] = [
  { answer: null, screen: /^CON .*\nChoose a language \/ Chagua lugha\n1\. English\n2\. Kiswahili$/ },
  { answer: '1', screen: /^CON .*\n1\. Get a home quote\n/ },
  { answer: '1', screen: /^CON Do you own the home\?\n1\. No, I rent it\n/ },
  { answer: '1', screen: /^CON Total value of your household items, in KSh/ },
  { answer: '350000', screen: /^CON Value of items you carry about/ },
  { answer: '50000', screen: /^CON Best prices a year:\n1\. .+ KSh [\d,]+\n2\. .+\n3\. .+\n0\. Back$/ },
];
const PRICE_STEP = walk.length - 1;

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
const summary = (timings: number[]) => {
  const sorted = [...timings].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
  return `p50 ${ms(percentile(sorted, 0.5))}   p99 ${ms(percentile(sorted, 0.99))}   max ${ms(sorted.at(-1) ?? Number.NaN)}`;
};

const token = randomBytes(24).toString('base64url');
let phones = 0;
const errors: string[] = [];

/** One session of a new phone; the time of each step, in walk's order (null: an unexpected screen). */
async function session(url: string): Promise<(number | null)[]> {
  phones += 1;
  const phoneNumber = `+2547000${String(phones).padStart(5, '0')}`;
  const sessionId = `ATUid_bench_${randomUUID()}`;
  const answers: string[] = [];
  const timings: (number | null)[] = [];
  for (const [index, step] of walk.entries()) {
    if (step.answer !== null) answers.push(step.answer);
    const body = new URLSearchParams({
      sessionId,
      serviceCode: '*519*87#',
      phoneNumber,
      networkCode: '63902',
      text: answers.join('*'),
    }).toString();
    const startedAt = performance.now();
    const response = await fetch(`${url}/api/ussd/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    const screen = await response.text();
    const elapsed = performance.now() - startedAt;
    const plain = response.headers.get('content-type')?.startsWith('text/plain') ?? false;
    if (response.status !== 200 || !plain || !step.screen.test(screen)) {
      errors.push(`${phoneNumber} step ${index + 1} answered ${response.status}: ${JSON.stringify(screen)}`);
      timings.push(null);
      return timings;
    }
    timings.push(elapsed);
  }
  return timings;
}

const dataDir = mkdtempSync(join(tmpdir(), 'kinga-bench-ussd-'));
const server = runServer({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  CLIENT_BUILD: 'skip',
  LOG_LEVEL: 'warn',
  USSD_CALLBACK_TOKEN: token,
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
try {
  const url = await waitUntilReady(server, 60_000);
  for (let warmUp = 0; warmUp < WARM_UP; warmUp += 1) await session(url);
  errors.length = 0;
  const steps: number[] = [];
  const priceSteps: number[] = [];
  for (let run = 0; run < SESSIONS; run += 1) {
    for (const [index, elapsed] of (await session(url)).entries()) {
      if (elapsed === null) continue;
      steps.push(elapsed);
      if (index === PRICE_STEP) priceSteps.push(elapsed);
    }
  }
  const driver = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `USSD callback POST /api/ussd/<token>, ${SESSIONS} sessions of ${walk.length} steps from new phones, one step at a time (${driver})`,
  );
  console.log(`  a USSD step (${steps.length}):`.padEnd(38) + summary(steps));
  console.log(`  the price step, quotes (${priceSteps.length}):`.padEnd(38) + summary(priceSteps));
  steps.sort((a, b) => a - b);
  const p99 = percentile(steps, 0.99);
  const met = p99 <= GOAL_P99_MS && errors.length === 0;
  console.log(
    `  goal: p99 of a step ${p99.toFixed(0)} ms (goal ≤ ${GOAL_P99_MS} ms; every answer within 5 s, the gateway waits 10 s), ${errors.length} errors (goal 0) ${met ? 'PASS' : 'FAIL'}`,
  );
  for (const error of errors.slice(0, 5)) console.log(`  error: ${error}`);
  if (errors.length > 0) process.exitCode = 1;
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
