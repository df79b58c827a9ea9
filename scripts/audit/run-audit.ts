// `npm run audit [-- --runs=N]`: builds the client, serves the production build with the real server, and
// prints what the key pages cost a phone on mobile data: Lighthouse's mobile scores and LCP/CLS/TBT (the
// median of N runs per page, 3 by default, since a busy machine slows single runs), and the gzipped JS and
// CSS each page loads, beside the budgets; then the offline-first figures (installability, the service
// worker's control, an offline cold start, the precache's size). Exits 1 when a budget is broken.
import { execFileSync } from 'node:child_process';
import { launchChromium } from '../../tests/helpers/chromium';
import { startServer } from '../../tests/helpers/start-server';
import { brokenBudgets, brokenPwaBudgets, budgets } from './audit-budgets';
import { startDebuggableChromium } from './debuggable-chromium';
import { measurePageWeight, type PageWeight } from './home-page-weight';
import { type LighthouseFigures, runLighthouse } from './lighthouse-figures';
import { measurePwa } from './pwa-figures';

// The public pages, the wizard (the page that takes the money) and the portal (as a visitor opens it).
const pages = [
  '/',
  '/products',
  '/products/home-insurance',
  '/products/motor-insurance',
  '/products/homepackage',
  '/profile',
];
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
  // Weights first, in a Playwright browser with a cold cache for the home page.
  const browser = await launchChromium();
  const weights = new Map<string, PageWeight>();
  try {
    for (const path of pages) weights.set(path, await measurePageWeight(browser, server.url, path));
  } finally {
    await browser.close();
  }

  const chromium = await startDebuggableChromium();
  const figures = new Map<string, LighthouseFigures>();
  try {
    for (const path of pages) {
      const results: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run += 1)
        results.push(await runLighthouse(`${server.url}${path}`, chromium.port));
      results.sort((a, b) => a.scores.performance - b.scores.performance);
      figures.set(path, results[Math.floor(results.length / 2)] as LighthouseFigures);
    }
  } finally {
    await chromium.stop();
  }

  // The page column is left-aligned, the figures right-aligned under their headings.
  const widths = [28, 6, 6, 6, 6, 8, 8, 8, 10, 11];
  const line = (cells: (string | number)[]) =>
    console.log(
      cells
        .map((cell, index) =>
          index === 0 ? String(cell).padEnd(widths[0] ?? 0) : String(cell).padStart(widths[index] ?? 8),
        )
        .join(''),
    );
  const min = budgets.minimumScores;
  console.log(
    `\nLighthouse ${runs > 1 ? `(mobile, median of ${runs} runs)` : '(mobile, 1 run)'} and page weight`,
  );
  line(['page', 'Perf', 'A11y', 'BP', 'SEO', 'LCP s', 'CLS', 'TBT ms', 'JS gz KB', 'CSS gz KB']);
  line([
    'budget',
    `≥${min.performance}`,
    min.accessibility,
    min['best-practices'],
    `≥${min.seo}`,
    '-',
    `≤${budgets.maximumCls}`,
    '-',
    `≤${budgets.homeJsGzipKb} /`,
    '-',
  ]);
  const problems: string[] = [];
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
    for (const broken of brokenBudgets(path, figure, weight)) {
      problems.push(`${path}: ${broken}`);
      const category = broken.split(' ')[0] as keyof LighthouseFigures['failedAudits'];
      for (const audit of figure.failedAudits[category] ?? []) problems.push(`    ${audit}`);
    }
  }
  const pwa = await measurePwa(server.url);
  console.log('\nOffline first');
  const row = (label: string, value: string, budget: string) =>
    console.log(`  ${label.padEnd(34)}${value.padStart(12)}   ${budget}`);
  row('installability errors', pwa.installabilityErrors.join(', ') || 'none', 'none');
  row('service worker controls the page', pwa.workerControls ? 'yes' : 'no', 'yes');
  row(
    'offline cold start (repeat), ms',
    String(Math.round(pwa.offlineStartMs)),
    `< ${budgets.offlineStartMs}`,
  );
  row('precache', `${pwa.precacheFiles} files, ${kb(pwa.precacheBytes)} KB`, `≤ ${budgets.precacheKb} KB`);
  for (const broken of brokenPwaBudgets(pwa)) problems.push(`offline first: ${broken}`);

  const home = weights.get('/') as PageWeight;
  console.log('\nWhat the home page loads (gzipped):');
  for (const file of home.files) console.log(`  ${file.url.padEnd(48)}${kb(file.gzipBytes).padStart(7)} KB`);
  failed = problems.length > 0;
  console.log(failed ? `\nBudgets broken:\n${problems.join('\n')}` : '\nEvery budget holds.');
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
