// Offline journey (2): fill the wizard with no connection, Get quotation → queued with an indicative
// premium; reconnect → the real products appear without user action, and the server holds one quotation.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/domain/contract/endpoints';
import { outboxSync } from '../../src/domain/outbox-sync';
import { openDatabase } from '../../src/server/db/open-database';
import { quotations } from '../../src/server/db/schema';
import { viewports, waitForOfflineReady } from '../helpers/browser-page';
import { launchChromium } from '../helpers/chromium';
import { type RunningServer, startServer } from '../helpers/start-server';
import { openFreshWizard } from '../helpers/wizard-journey';

// Our own data folder, so the quotations can be counted in the database after the server stops.
const dataDir = mkdtempSync(join(tmpdir(), 'kinga-e2e-offline-quote-'));
let server: RunningServer;
let browser: BrowserContext;
let page: Page;
const quoteAnswers: number[] = [];

beforeAll(async () => {
  server = await startServer({ DATA_DIR: dataDir });
  browser = await launchChromium();
  page = await browser.newPage();
  await page.setViewportSize(viewports.phone);
  page.on('response', (response) => {
    if (response.url().endsWith('/api/home-insurance/quotations/quote')) quoteAnswers.push(response.status());
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The queued request asked the browser for Background Sync. */
async function expectBackgroundSyncRegistered(): Promise<void> {
  const tags = await page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync: { getTags(): Promise<string[]> };
    };
    return registration.sync.getTags();
  });
  expect(tags).toEqual([outboxSync.tag]);
}

/**
 * The worker relays a sync event to the page. Fired through the DevTools protocol, which refuses while the
 * network is emulated offline, so this runs just after reconnecting (the drain it asks for joins the one the
 * online event started: still one quotation).
 */
async function expectBackgroundSyncWakesThePage(): Promise<void> {
  await page.evaluate((message) => {
    const counted = window as unknown as { syncMessages: number };
    counted.syncMessages = 0;
    navigator.serviceWorker.addEventListener('message', (event) => {
      if ((event.data as { type?: string } | null)?.type === message) counted.syncMessages += 1;
    });
  }, outboxSync.message);
  const cdp = await browser.newCDPSession(page);
  const registrations = new Promise<Array<{ registrationId: string; scopeURL: string }>>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => resolve(event.registrations)),
  );
  await cdp.send('ServiceWorker.enable');
  const [registration] = await registrations;
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: new URL(server.url).origin,
    registrationId: registration?.registrationId ?? '',
    tag: outboxSync.tag,
    lastChance: false,
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { syncMessages: number }).syncMessages))
    // Chromium also fires the real sync on reconnecting, so the page may hear it twice.
    .toBeGreaterThanOrEqual(1);
  await cdp.detach();
}

describe('a quote asked for offline', () => {
  it('is queued with an indicative premium, then arrives by itself once, when the connection returns', async () => {
    // One online visit: the worker installs, and the wizard, once the visitor starts on it, saves the
    // catalogue snapshot.
    await page.goto(`${server.url}/`);
    await waitForOfflineReady(page);
    await openFreshWizard(page, server.url);
    const catalogueSaved = page.waitForResponse((response) =>
      response.url().endsWith(`/api${endpoints.catalogue.path}`),
    );
    await page.getByRole('radio', { name: /tenant/ }).check();
    await catalogueSaved;
    // Read without creating the database or holding it open: either would stand in the way of the app's
    // own opening (an upgrade waits for every other connection to close).
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            if (!(await indexedDB.databases()).some((database) => database.name === 'kinga')) return 0;
            return new Promise<number>((resolve) => {
              const open = indexedDB.open('kinga');
              open.onsuccess = () => {
                const db = open.result;
                if (!db.objectStoreNames.contains('catalogue')) {
                  db.close();
                  resolve(0);
                  return;
                }
                const request = db.transaction('catalogue').objectStore('catalogue').count();
                request.onsuccess = () => {
                  db.close();
                  resolve(request.result);
                };
              };
            });
          }),
        { timeout: 10_000 },
      )
      .toBe(1);

    await browser.setOffline(true);
    await page.getByRole('radio', { name: /tenant/ }).check();
    await page
      .getByRole('group', { name: 'Household items' })
      .getByLabel('Total value of household items')
      .fill('350000');
    await page.getByRole('button', { name: 'Next' }).click();

    const waiting = page.getByRole('region', { name: 'Waiting to send' });
    await waiting.waitFor();
    expect(
      await page.getByText("You're offline — we'll get your quotes as soon as you're back online").count(),
    ).toBe(1);
    await waiting.getByText('Indicative premium:').waitFor();
    expect(await waiting.textContent()).toMatch(/KSh [\d,]+/);
    expect(quoteAnswers).toEqual([]);
    await expectBackgroundSyncRegistered();

    await browser.setOffline(false);
    await expectBackgroundSyncWakesThePage();
    const products = page.getByRole('list', { name: 'Priced options' });
    await products.waitFor({ timeout: 15_000 });
    expect(await products.getByRole('listitem').count()).toBeGreaterThan(0);
    await waiting.waitFor({ state: 'detached' });
    expect(quoteAnswers).toEqual([200]);

    expect(await server.stop()).toBe(0);
    const database = await openDatabase({ driver: 'pglite', storage: 'disk', dir: join(dataDir, 'pglite') });
    try {
      const [row] = await database.db.select({ value: count() }).from(quotations);
      expect(Number(row?.value)).toBe(1);
    } finally {
      await database.close();
    }
  });
});
