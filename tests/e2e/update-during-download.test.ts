import { describe, expect, it } from 'vitest';
import { pwaMessages } from '../../src/domain/pwa-messages';
import { headingOf, viewports, waitForServiceWorkerControl } from '../helpers/browser-page';
import { bringToForeground, runsSecondVersion, setupTwoVersions } from '../helpers/second-version';

const versions = setupTwoVersions();

// A worker that is being replaced must first finish what it is doing: in Chromium that includes the
// message event that started the offline download. An old version's download, stuck on a slow line or
// paused by a quote, must not keep the new version (and the user's Reload) waiting.
describe('a new version deployed while the offline download is still on its way', () => {
  it('reloads into the new version on Reload without waiting for the old download', async () => {
    // The back office's script is never loaded by the home page: only the download asks for it.
    const stuck = versions.host.hold(/^\/assets\/admin-app-[\w-]+\.js$/);
    const page = await versions.browser.newPage();
    await page.setViewportSize(viewports.phone);
    await page.goto(`${versions.host.url}/`);
    await headingOf(page);
    await waitForServiceWorkerControl(page);
    await stuck.seen;

    versions.host.serve(versions.secondVersion);
    await bringToForeground(page);
    await page.getByText(pwaMessages.updateAvailable).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() => document.querySelector('meta[name="kinga-build"]') !== null, undefined, {
      timeout: 15_000,
    });
    expect(await runsSecondVersion(page)).toBe(true);
    stuck.release();
  });
});
