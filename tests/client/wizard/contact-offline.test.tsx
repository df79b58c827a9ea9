// The contact/KYC save with no connection: the details wait in the outbox under the
// save's key, the step says in plain words that they will be sent when the connection returns, and the
// visitor goes on to the review. Payment does not start while they wait: Pay Now sends them first, or says
// it is waiting. The account lookup says it needs a connection instead of failing.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { count } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kingaDb } from '../../../src/client/offline/kinga-db';
import { wizard } from '../../../src/client/wizard/state/wizard-store';
import { outboxKinds } from '../../../src/domain/outbox-kinds';
import { queuedSubmissionMessages } from '../../../src/domain/queued-submission-messages';
import { savedQuotations } from '../../../src/server/db/schema';
import { serveApiForClientTests } from '../../helpers/client-api-server';
import { prepareTenantAtPayment } from '../../helpers/wizard-payment';
import { freshDevice, openWizard, stepLoaded } from '../../helpers/wizard-render';

let lookups = 0;
let buys = 0;
const api = serveApiForClientTests({
  beforeListen: (app) =>
    app.addHook('onRequest', async (request) => {
      if (request.url.includes('/users/exists/')) lookups += 1;
      if (request.url.endsWith('/buy-product')) buys += 1;
    }),
});

let online = true;
function setOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

async function leadCount(): Promise<number> {
  const [row] = await api.database.db.select({ value: count() }).from(savedQuotations);
  return Number(row?.value);
}

/** Priced online, details typed: the visitor at Contact & KYC about to press Continue. */
async function atContactStep(phone: string) {
  await prepareTenantAtPayment(phone);
  wizard.formNavigation.currentStep = 3;
  await openWizard();
  await screen.findByRole('heading', { level: 1, name: 'Contact & KYC' });
}

beforeEach(async () => {
  online = true;
  lookups = 0;
  buys = 0;
  await freshDevice();
  await kingaDb().outbox.clear();
});
afterEach(() => {
  online = true;
});

describe('Contact & KYC offline', () => {
  it('Continue keeps the details on the device, says they will be sent later, and goes on to the review', async () => {
    const user = userEvent.setup();
    await atContactStep('0712000501');
    const before = await leadCount();
    setOnline(false);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(queuedSubmissionMessages.contactQueued)).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review Your Quote' }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(await screen.findByText(queuedSubmissionMessages.contactWaiting)).toBeTruthy();
    const [item] = await kingaDb().outbox.toArray();
    expect(item).toMatchObject({ kind: outboxKinds.contactDetails, status: 'queued' });
    expect(await leadCount()).toBe(before);
  });

  it('sends the details once when the connection returns, and says so', async () => {
    const user = userEvent.setup();
    await atContactStep('0712000502');
    const before = await leadCount();
    setOnline(false);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Review Your Quote' }, { timeout: 3000 });

    setOnline(true);
    expect(await screen.findByText(queuedSubmissionMessages.contactSent)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(queuedSubmissionMessages.contactWaiting)).toBeNull());
    expect(await leadCount()).toBe(before + 1);
    expect(await kingaDb().outbox.count()).toBe(0);
  });

  it('Pay Now does not start a payment while the details cannot be sent, and sends them first once they can', async () => {
    const user = userEvent.setup();
    await atContactStep('0712000503');
    const before = await leadCount();
    setOnline(false);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Review Your Quote' }, { timeout: 3000 });
    act(() => {
      wizard.formNavigation.currentStep = 5;
    });
    await screen.findByRole('heading', { level: 1, name: 'Complete Payment' });
    await stepLoaded();

    // The browser says online, but the server is out of reach: the details stay queued, no payment starts.
    const origin = (globalThis as { __apiOrigin?: string }).__apiOrigin;
    (globalThis as { __apiOrigin?: string }).__apiOrigin = 'http://127.0.0.1:9';
    try {
      online = true;
      await user.click(screen.getByRole('button', { name: 'Pay Now' }));
      expect(await screen.findByText(queuedSubmissionMessages.paymentWaitsForContact)).toBeTruthy();
      expect(wizard.payment.phase).toBe('idle');
    } finally {
      (globalThis as { __apiOrigin?: string }).__apiOrigin = origin;
    }
    expect(buys).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(buys).toBe(1));
    expect(await leadCount()).toBe(before + 1);
    expect(await kingaDb().outbox.count()).toBe(0);
  });

  it('the account lookup says it needs a connection instead of failing, and looks up once back online', async () => {
    const user = userEvent.setup();
    await atContactStep('');
    setOnline(false);
    await user.type(screen.getByLabelText('M-Pesa mobile number', { exact: false }), '0712000504');
    expect(
      await screen.findByText(queuedSubmissionMessages.lookupNeedsConnection, {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.queryByText('An error occurred while checking user.')).toBeNull();
    expect(lookups).toBe(0);

    setOnline(true);
    expect(await screen.findByText('User does not exist.', {}, { timeout: 3000 })).toBeTruthy();
    expect(lookups).toBe(1);
  });
});
