// `npm run audit`: builds the client, serves the production build with the real server, and prints what
// the key pages cost a phone on mobile data, beside their budgets. Exits 1 when a budget is broken.
import { execFileSync } from 'node:child_process';
import { launchChromium } from '../../tests/helpers/chromium';
import { startServer } from '../../tests/helpers/start-server';
import { measurePageWeight } from './home-page-weight';

const budgets = { homeJsGzipKb: 90 } as const;
const pages = ['/', '/products', '/products/home-insurance', '/products/motor-insurance'];

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
const server = await startServer();
const browser = await launchChromium();
let failed = false;
try {
  console.log('page                              JS gz KB   CSS gz KB   budget');
  for (const path of pages) {
    // A fresh page per measurement; the HTTP cache is shared, so measure the home page first.
    const weight = await measurePageWeight(browser, server.url, path);
    const isHome = path === '/';
    const overBudget = isHome && weight.jsGzipBytes / 1024 > budgets.homeJsGzipKb;
    failed ||= overBudget;
    console.log(
      `${path.padEnd(34)}${kb(weight.jsGzipBytes).padStart(8)}${kb(weight.cssGzipBytes).padStart(12)}   ${
        isHome ? `JS ≤ ${budgets.homeJsGzipKb} KB ${overBudget ? 'OVER' : 'ok'}` : '-'
      }`,
    );
    if (isHome) for (const file of weight.files) console.log(`    ${file.url} ${kb(file.gzipBytes)} KB`);
  }
} finally {
  await browser.close();
  await server.stop();
}
process.exit(failed ? 1 : 0);
