// Takes full-page screenshots of routes at phone and desktop widths, for a person to look at:
// `npx tsx scripts/screenshot.ts / /login` → tests/e2e/.artifacts/shot-*.png (needs a client build).

import { saveScreenshot, scrollThrough, viewports } from '../tests/helpers/browser-page';
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
      // The first screen as a visitor sees it, then the whole page once every section has scrolled into
      // view (sections fade in on the way down).
      await page.screenshot({ path: `tests/e2e/.artifacts/${file}-fold.png` });
      await scrollThrough(page);
      await saveScreenshot(page, file);
      console.log(`tests/e2e/.artifacts/${file}.png (and -fold.png)`);
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
