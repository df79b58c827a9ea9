// `npm run audit [-- --runs=N]`: builds the client, serves the production build with the real server, and
// prints what the key pages cost a phone on mobile data: Lighthouse's mobile scores and LCP/CLS/TBT (the
// median of N runs per page, 3 by default, since a busy machine slows single runs), and the gzipped JS and
// CSS each page loads; then the offline-first figures (installability, the service worker's control, an
// offline cold start, the precache's size); then the quote journey on slow 3G, first visit and returning,
// N times too (journey-figures.ts). Last, every figure beside its goal (audit-budgets.ts); exits 1 when one
// breaks.
import { execFileSync } from 'node:child_process';
import { sessionStorageKey } from '../../src/client/state/session-storage';
import { pathInLanguage } from '../../src/domain/language/language-paths';
import { launchChromium } from '../../tests/helpers/chromium';
import { startServer } from '../../tests/helpers/start-server';
import { signedUpSession } from '../../tests/helpers/stored-session';
import {
  brokenGoals,
  type GoalRow,
  journeyGoalRows,
  pageGoalRows,
  profilePath,
  publicPaths,
  pwaGoalRows,
  wizardPath,
} from './audit-budgets';
import { startDebuggableChromium } from './debuggable-chromium';
import { measurePageWeight, type PageWeight } from './home-page-weight';
import { type JourneyFigures, measureJourneys, medianJourneys } from './journey-figures';
import { type LighthouseFigures, runLighthouse } from './lighthouse-figures';
import { measurePwa } from './pwa-figures';
import { storeSessionInChromium } from './signed-in-chromium';

// The public pages, the wizard (the page that takes the money), the home page and the wizard in Kiswahili
// (issue 28), and the portal, signed in. The portal comes last: once the session is stored, every later
// page would be measured signed in.
const kiswahiliPaths = ['/', wizardPath].map((path) => pathInLanguage(path, 'sw'));
const pages = [...publicPaths, wizardPath, ...kiswahiliPaths, profilePath];
const runs = Number(
  /^--runs=(\d+)$/.exec(process.argv.find((arg) => arg.startsWith('--runs=')) ?? '')?.[1] ?? 3,
);

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
const server = await startServer();
let failed = false;
try {
  const session = { key: sessionStorageKey, value: await signedUpSession(server) };
  // Weights first, in a Playwright browser with a cold cache for the home page.
  const browser = await launchChromium();
  const weights = new Map<string, PageWeight>();
  try {
    for (const path of pages)
      weights.set(
        path,
        await measurePageWeight(browser, server.url, path, path === profilePath ? session : undefined),
      );
  } finally {
    await browser.close();
  }

  const chromium = await startDebuggableChromium();
  const figures = new Map<string, LighthouseFigures>();
  try {
    for (const path of pages) {
      if (path === profilePath) await storeSessionInChromium(chromium.port, server.url, session.value);
      const results: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run += 1)
        results.push(await runLighthouse(`${server.url}${path}`, chromium.port));
      results.sort((a, b) => a.scores.performance - b.scores.performance);
      figures.set(path, results[Math.floor(results.length / 2)] as LighthouseFigures);
    }
  } finally {
    await chromium.stop();
  }

  const widths = [28, 6, 6, 6, 6, 8, 8, 8, 10, 11];
  const line = (cells: (string | number)[]) =>
    console.log(
      cells
        .map((cell, index) =>
          index === 0 ? String(cell).padEnd(widths[0] ?? 0) : String(cell).padStart(widths[index] ?? 8),
        )
        .join(''),
    );
  console.log(
    `\nLighthouse ${runs > 1 ? `(mobile, median of ${runs} runs)` : '(mobile, 1 run)'} and page weight`,
  );
  line(['page', 'Perf', 'A11y', 'BP', 'SEO', 'LCP s', 'CLS', 'TBT ms', 'JS gz KB', 'CSS gz KB']);
  const rows: GoalRow[] = [];
  const why: string[] = [];
  for (const path of pages) {
    const figure = figures.get(path) as LighthouseFigures;
    const weight = weights.get(path) as PageWeight;
    line([
      path,
      figure.scores.performance,
      figure.scores.accessibility,
      figure.scores['best-practices'],
      figure.scores.seo,
      (figure.lcpMs / 1000).toFixed(2),
      figure.cls.toFixed(3),
      Math.round(figure.tbtMs),
      kb(weight.jsGzipBytes),
      kb(weight.cssGzipBytes),
    ]);
    const pageRows = pageGoalRows(path, figure, weight);
    rows.push(...pageRows);
    // A missed score says which audits cost the points.
    for (const row of pageRows.filter((candidate) => !candidate.ok)) {
      const category = row.figure.toLowerCase() as keyof LighthouseFigures['failedAudits'];
      for (const audit of figure.failedAudits[category] ?? []) why.push(`${path} ${row.figure}: ${audit}`);
    }
  }

  const home = weights.get('/') as PageWeight;
  console.log('\nWhat the home page loads (gzipped):');
  for (const file of home.files) console.log(`  ${file.url.padEnd(48)}${kb(file.gzipBytes).padStart(7)} KB`);

  // The Kiswahili pages load the English pages' scripts and the Kiswahili texts scripts.
  console.log('\nThe Kiswahili pages (gzipped JS):');
  for (const path of kiswahiliPaths) {
    const weight = weights.get(path) as PageWeight;
    const texts = weight.files
      .filter((file) => /\/assets\/kiswahili-/.test(file.url))
      .reduce((sum, file) => sum + file.gzipBytes, 0);
    console.log(
      `  ${path.padEnd(32)}${kb(weight.jsGzipBytes).padStart(7)} KB, of which the Kiswahili texts ${kb(texts)} KB`,
    );
  }

  rows.push(...pwaGoalRows(await measurePwa(server.url)));
  // The journeys as the Lighthouse pages: the median of the runs, since one run on slow 3G varies by a
  // tenth of a second or two.
  const journeyRuns: JourneyFigures[] = [];
  for (let run = 0; run < runs; run += 1) journeyRuns.push(await measureJourneys(server.url));
  rows.push(...journeyGoalRows(medianJourneys(journeyRuns)));

  console.log(`\nEvery figure beside its goal (journeys: median of ${runs} runs each)`);
  const cells = (row: (string | boolean)[]) =>
    console.log(
      [
        String(row[0]).padEnd(36),
        String(row[1]).padEnd(32),
        String(row[2]).padStart(10),
        `   ${String(row[3]).padEnd(22)}`,
        row[4],
      ].join(''),
    );
  cells(['page / journey', 'figure', 'value', 'goal', 'ok?']);
  for (const row of rows) cells([row.subject, row.figure, row.value, row.goal, row.ok ? 'ok' : 'BROKEN']);

  const problems = brokenGoals(rows);
  failed = problems.length > 0;
  console.log(
    failed
      ? `\nGoals broken:\n${[...problems, ...why.map((line) => `    ${line}`)].join('\n')}`
      : '\nEvery goal holds.',
  );
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
