// Takes full-page screenshots of routes at phone and desktop widths, for a person to look at:
// `npx tsx scripts/screenshot.ts / /login` → tests/e2e/.artifacts/shot-*.png (needs a client build).
// `--signed-in` first signs up a client on the fresh server and opens each page with that session stored,
// as the app keeps it (for /profile, which a visitor not signed in never sees). `--operator` opens /admin
// pages signed in as an admin, with paid applications waiting (scripts/screenshot-operator.ts).

import { sessionStorageKey } from '../src/client/state/session-storage';
import { saveScreenshot, scrollThrough, viewports } from '../tests/helpers/browser-page';
import { launchChromium } from '../tests/helpers/chromium';
import { startServer } from '../tests/helpers/start-server';
import { signedUpSession } from '../tests/helpers/stored-session';
import { operatorScreens } from './screenshot-operator';

const signedIn = process.argv.includes('--signed-in');
const asOperator = process.argv.includes('--operator');
const operator = asOperator ? await operatorScreens() : null;
const paths = process.argv
  .slice(2)
  .filter((argument) => !argument.startsWith('--'))
  .map((path) => path.replace(':cover', operator?.coverId ?? ':cover'));
const server = operator?.server ?? (await startServer());
const browser = await launchChromium();

try {
  const session = signedIn ? await signedUpSession(server) : null;
  for (const path of paths.length > 0 ? paths : ['/']) {
    for (const [name, viewport] of Object.entries(viewports)) {
      const page = await browser.newPage();
      if (session) {
        await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
          sessionStorageKey,
          session,
        ] as const);
      }
      if (operator) {
        await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [
          'kinga.admin-session',
          operator.session,
        ] as const);
      }
      await page.setViewportSize(viewport);
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      const file = `shot${path.replace(operator?.coverId ?? '\0', 'cover').replaceAll('/', '-') || '-home'}-${name}`;
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
