// Screenshots of the real app for the web app manifest (Android's install sheet shows them): a phone
// (narrow) and a desktop (wide) view, taken from the built app with Debian's Chromium. Run after a visible
// change to those pages: `npm run build && npx tsx scripts/draw-app-screenshots.ts`; the PNGs are committed.
import { writeFileSync } from 'node:fs';
import { appScreenshots } from '../src/client/pwa/web-manifest';
import { headingOf } from '../tests/helpers/browser-page';
import { launchChromium } from '../tests/helpers/chromium';
import { startServer } from '../tests/helpers/start-server';

const server = await startServer();
const browser = await launchChromium();
const page = await browser.newPage();
for (const screenshot of appScreenshots) {
  const [width = 0, height = 0] = screenshot.sizes.split('x').map(Number);
  await page.setViewportSize({ width, height });
  await page.goto(`${server.url}${screenshot.path}`);
  await headingOf(page);
  // Fonts and the first screen's fade-ins settle.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(1000);
  const png = await page.screenshot();
  writeFileSync(new URL(`../public${screenshot.src}`, import.meta.url), png);
  console.log(`public${screenshot.src} ${screenshot.sizes} ${png.length} bytes`);
}
await browser.close();
await server.stop();
