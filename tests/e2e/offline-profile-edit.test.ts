// Offline journey (5): a signed-in client edits the profile with no connection on a 360 px phone; the edit
// waits on the device, shown as such; once the connection returns it reaches the server exactly once and
// the page shows the saved values without the client doing anything.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfileResponseSchema } from '../../src/domain/api';
import { queuedSubmissionMessages } from '../../src/domain/queued-submission-messages';
import { saveScreenshot, viewports, waitForOfflineReady } from '../helpers/browser-page';
import { type SignedUpClient, signUpThroughApi, storeSessionOnOpen } from '../helpers/e2e-session';
import { setupServerAndBrowser } from '../helpers/e2e-setup';

const e2e = setupServerAndBrowser();
let client: SignedUpClient;
let page: Page;
/** Every PUT users/:id that got an answer, by status. */
const profileSaves: number[] = [];

beforeAll(async () => {
  client = await signUpThroughApi(e2e.server);
  page = await e2e.browser.newPage();
  await page.setViewportSize(viewports.phone);
  await storeSessionOnOpen(page, client.session);
  page.on('response', (response) => {
    // The profile's own saves, not the account's language (language/language-on-account.ts).
    const url = response.url();
    if (
      response.request().method() === 'PUT' &&
      url.includes('/api/home-insurance/users/') &&
      !url.endsWith('/language')
    ) {
      profileSaves.push(response.status());
    }
  });
});

afterAll(async () => {
  await e2e.browser.setOffline(false);
  await page?.close();
});

async function savedName(): Promise<string> {
  const response = await fetch(`${e2e.server.url}/api/home-insurance/users/${client.userId}`, {
    headers: { authorization: `Bearer ${client.token}` },
  });
  return ProfileResponseSchema.parse(await response.json()).data.name;
}

describe('a profile edit made offline', () => {
  it('reaches the server once after reconnecting, and the page shows it by itself', async () => {
    await page.goto(`${e2e.server.url}/profile`);
    const personal = page.getByRole('region', { name: 'Personal Info' });
    await personal.getByText('Achieng Otieno').waitFor();
    await waitForOfflineReady(page);

    await e2e.browser.setOffline(true);
    await personal.getByRole('button', { name: 'Edit Personal Info' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Full Name').fill('Achieng Adhiambo Otieno');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'detached' });

    await personal.getByText(queuedSubmissionMessages.profileEditWaiting).waitFor();
    await personal.getByText('Achieng Adhiambo Otieno').waitFor();
    await page.getByText(queuedSubmissionMessages.profileEditQueued).waitFor();
    await saveScreenshot(page, 'offline-profile-edit-360');
    expect(await savedName()).toBe('Achieng Otieno');
    expect(profileSaves).toEqual([]);

    await e2e.browser.setOffline(false);
    await page.getByText('Profile updated successfully').waitFor({ timeout: 15_000 });
    await personal.getByText(queuedSubmissionMessages.profileEditWaiting).waitFor({ state: 'detached' });
    expect(await personal.getByText('Achieng Adhiambo Otieno').count()).toBe(1);
    expect(await savedName()).toBe('Achieng Adhiambo Otieno');
    // Background Sync and the online event may both wake the outbox: still one save.
    await page.waitForTimeout(1000);
    expect(profileSaves).toEqual([200]);
  });
});
