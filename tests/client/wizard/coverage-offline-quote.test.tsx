// 'Get quotation' with no connection: the request waits in the outbox with an indicative premium from the
// catalogue snapshot; when the connection returns the real quotation replaces it without the user acting.

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { count } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kingaDb } from '../../../src/client/offline/kinga-db';
import { wizard } from '../../../src/client/wizard/state/wizard-store';
import { QuoteResponseSchema } from '../../../src/domain/api';
import { formatShillings } from '../../../src/domain/money';
import { quotations } from '../../../src/server/db/schema';
import { serveApiForClientTests } from '../../helpers/client-api-server';
import { freshDevice, openWizard } from '../../helpers/wizard-render';

const api = serveApiForClientTests();

let online = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

beforeEach(async () => {
  online = true;
  await freshDevice();
  await kingaDb().outbox.clear();
});
afterEach(() => {
  online = true;
});

async function quotationCount(): Promise<number> {
  const [row] = await api.database.db.select({ value: count() }).from(quotations);
  return Number(row?.value);
}

async function fillTenantOffline() {
  const user = userEvent.setup();
  await openWizard();
  // Started on while online: the catalogue snapshot is saved for later.
  await user.click(screen.getByRole('radio', { name: /tenant/ }));
  await waitFor(async () => expect(await kingaDb().catalogue.get('current')).toBeTruthy());
  online = false;
  window.dispatchEvent(new Event('offline'));
  await user.type(
    within(screen.getByRole('group', { name: 'Household items' })).getByLabelText(
      'Total value of household items',
    ),
    '350000',
  );
  await user.click(screen.getByRole('button', { name: 'Next' }));
  return user;
}

describe('Get quotation offline', () => {
  it('queues the request and shows an indicative premium from the saved catalogue, labelled so', async () => {
    const before = await quotationCount();
    await fillTenantOffline();
    expect(
      await screen.findByText("You're offline — we'll get your quotes as soon as you're back online"),
    ).toBeTruthy();
    const waiting = screen.getByRole('region', { name: 'Waiting to send' });
    await within(waiting).findByText('Indicative premium:');

    // The same arithmetic as the server: the range spans the totals /quote gives for these answers.
    const response = await fetch('/api/home-insurance/quotations/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ is_owner: '0', value_of_house_hold_items: 350_000 }),
    });
    const totals = QuoteResponseSchema.parse(await response.json()).data.products.map((p) => p.quotation);
    expect(waiting.textContent).toContain(formatShillings(Math.min(...totals)));
    expect(waiting.textContent).toContain(formatShillings(Math.max(...totals)));
    expect(await quotationCount()).toBe(before + 1); // only the check above
  });

  it('on reconnecting the real quotation replaces the indicative one, once, with no user action', async () => {
    await fillTenantOffline();
    await screen.findByRole('region', { name: 'Waiting to send' });
    const before = await quotationCount();

    online = true;
    window.dispatchEvent(new Event('online'));

    await screen.findByRole('list', { name: 'Priced options' }, { timeout: 5000 });
    expect(await screen.findByText('Your quotes are here.')).toBeTruthy();
    expect(wizard.tenant.quotationData?.request).toMatchObject({ value_of_house_hold_items: 350_000 });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Waiting to send' })).toBeNull());
    expect(await quotationCount()).toBe(before + 1);
    expect(await kingaDb().outbox.count()).toBe(0);
  });

  it('tells the user by a system notification too when they allowed it and the app is in the background', async () => {
    // The browser's notification and visibility are the edge of the world here: stand-ins record them.
    const shown: { title: string; body?: string }[] = [];
    class RecordedNotification {
      static permission = 'granted';
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, body: options?.body });
      }
    }
    Object.assign(window, { Notification: RecordedNotification });
    await fillTenantOffline();
    await screen.findByRole('region', { name: 'Waiting to send' });
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    try {
      online = true;
      window.dispatchEvent(new Event('online'));
      await screen.findByRole('list', { name: 'Priced options' }, { timeout: 5000 });
      await waitFor(() => expect(shown).toEqual([{ title: 'Kinga', body: 'Your quotes are here.' }]));
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
      Reflect.deleteProperty(window, 'Notification');
    }
  });

  it('a queued request can be cancelled and is then never sent', async () => {
    const user = await fillTenantOffline();
    const before = await quotationCount();
    await user.click(await screen.findByRole('button', { name: 'Cancel quotation request' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Waiting to send' })).toBeNull());
    online = true;
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await quotationCount()).toBe(before);
  });
});
