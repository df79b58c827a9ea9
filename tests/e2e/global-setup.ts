import { pathToFileURL } from 'node:url';
import { ensureClientBuild } from '../../src/server/build/ensure-client-build';
import { ensureChromium } from '../helpers/chromium-install';

/**
 * The browser journeys run in Debian's Chromium (installed here if missing) against a production build
 * of the current sources: built here when missing or older than its sources, as `npm start` decides, so
 * running one journey again does not wait for a build nobody changed.
 */
export default async function prepareBrowserJourneys(): Promise<void> {
  ensureChromium();
  await ensureClientBuild({ mode: 'auto', log: (line) => console.log(line) });
}

// `npx tsx tests/e2e/global-setup.ts`: the same preparation on its own (.ci/run starts it beside the
// typecheck, so the test run finds both ready).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await prepareBrowserJourneys();
