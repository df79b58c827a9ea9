// The check printed on a cover note, opened by a stranger's phone: a cover is bought and paid over HTTP,
// its cover note downloaded with the buyer's payment token, and the link printed on it opened in Chromium
// at 360 px and 1280 px with no account. The page says the cover is valid and shows no personal data.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { StkPushResponseSchema } from '../../src/domain/api';
import { validityInWords } from '../../src/domain/documents/verification-messages';
import { axeViolations } from '../helpers/axe';
import { overflowsHorizontally, saveScreenshot, viewports } from '../helpers/browser-page';
import { setupServerAndBrowser } from '../helpers/e2e-setup';
import { readPdf } from '../helpers/pdf-text';
import { payerEndingIn } from '../helpers/server-payments';
import { buyBodyOver, buyProductPath, eventually, postJson } from '../helpers/system-purchase';

const e2e = setupServerAndBrowser();
let page: Page | undefined;
afterEach(async () => {
  await page?.close();
});

/** Buys and pays a cover; the path of the check link printed on its cover note, and what must not show. */
async function paidCoverCheckPath() {
  const base = e2e.server.url;
  const body = await buyBodyOver(base, payerEndingIn('0000'));
  const bought = StkPushResponseSchema.parse((await postJson(`${base}${buyProductPath}`, body)).body);
  const token = { 'x-payment-token': bought.data.payment_token ?? '' };
  const note = await eventually(
    'the cover note',
    async () => {
      const response = await fetch(
        `${base}/api/home-insurance/covers/${bought.data.cover_id}/cover-note.pdf`,
        {
          headers: token,
        },
      );
      return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
    },
    20_000,
  );
  const text = (await readPdf(note)).text.replace(/\s+/g, ' ');
  const link = /https?:\/\/\S+(\/verify\/[2-9A-HJKMNP-Z]{12})/.exec(text);
  if (!link?.[1]) throw new Error(`no check link on the cover note: ${text.slice(0, 300)}`);
  return {
    path: link[1],
    secrets: [body.user.name, body.user.msisdn, bought.reference, body.user.id_number],
  };
}

describe('the check of a document, in a browser', () => {
  it('shows a stranger at 360 px and 1280 px that the cover is valid, and nothing personal', async () => {
    const { path, secrets } = await paidCoverCheckPath();
    page = await e2e.browser.newPage();
    for (const [name, viewport] of Object.entries({ phone: viewports.phone, desktop: viewports.desktop })) {
      await page.setViewportSize(viewport);
      await page.goto(`${e2e.server.url}${path}`);
      await page
        .getByRole('heading', { level: 2, name: validityInWords.pending_review.verdict })
        .waitFor({ state: 'visible', timeout: 15_000 });
      const shown = (await page.locator('main').textContent()) ?? '';
      for (const secret of secrets.filter(Boolean)) expect(shown, secret).not.toContain(secret);
      expect(await overflowsHorizontally(page), name).toBe(false);
      expect(await axeViolations(page), name).toEqual([]);
      await saveScreenshot(page, `verify-${name}`);
    }
  });
});
