// Takes full-page screenshots of routes at phone and desktop widths, for a person to look at:
// `npx tsx scripts/screenshot.ts / /login` → tests/e2e/.artifacts/shot-*.png (needs a client build).

import { saveScreenshot, viewports } from '../tests/helpers/browser-page';
import { launchChromium } from '../tests/helpers/chromium';
import { startServer } from '../tests/helpers/start-server';

const paths = process.argv.slice(2);
const server = await startServer();
const browser = await launchChromium();
try {
  for (const path of paths.length > 0 ? paths : ['/']) {
    for (const [name, viewport] of Object.entries(viewports)) {
      const page = await browser.newPage();
      await page.setViewportSize(viewport);
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      const file = `shot${path.replaceAll('/', '-') || '-home'}-${name}`;
      await saveScreenshot(page, file);
      console.log(`tests/e2e/.artifacts/${file}.png`);
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
