import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './chromium';
import { type RunningServer, startServer } from './start-server';

export interface E2eContext {
  server: RunningServer;
  browser: BrowserContext;
}

/** One real server and one fresh Chromium profile per test file, stopped after it. */
export function setupServerAndBrowser(): E2eContext {
  const context = {} as E2eContext;
  beforeAll(async () => {
    context.server = await startServer();
    context.browser = await launchChromium();
  });
  afterAll(async () => {
    await context.browser?.close();
    await context.server?.stop();
  });
  return context;
}
