// Application Complete! on a shared phone: once the payment has settled the device keeps
// only what the page shows after a reload (the policy number, the receipt and the amount), never the buyer's
// details or the payment token, and not even those once the buyer starts again or 30 minutes have passed.
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kingaDb } from '../../../src/client/offline/kinga-db';
import { wizardDraftSlot } from '../../../src/client/wizard/state/wizard-autosave';
import { emptyWizardDraft } from '../../../src/client/wizard/state/wizard-draft';
import { replaceWizardDraft, wizard } from '../../../src/client/wizard/state/wizard-store';
import { formatShillings } from '../../../src/domain/money';
import { serveApiForClientTests } from '../../helpers/client-api-server';
import { prepareTenantAtPayment } from '../../helpers/wizard-payment';
import { freshDevice, openWizard, stepLoaded } from '../../helpers/wizard-render';

serveApiForClientTests();
beforeEach(freshDevice);
afterEach(() => vi.useRealTimers());

const halfAnHour = 30 * 60 * 1000;

interface Purchase {
  phone: string;
  paymentToken: string;
  /** The cover's id: the page never shows it (the confirmation's links name it). */
  policyId: string;
  /** The purchase's short reference: what the confirmation shows. */
  reference: string;
  receipt: string;
  amount: number;
}

/** Pays for a tenant's cover from `phone` through the page, as a buyer does, up to Application Complete!. */
async function buyAndSeeConfirmation(phone: string): Promise<Purchase> {
  const user = userEvent.setup();
  await prepareTenantAtPayment(phone);
  await openWizard();
  await screen.findByRole('heading', { level: 1, name: 'Complete Payment' }, { timeout: 25_000 });
  await user.click(screen.getByRole('button', { name: 'Pay Now' }));
  await screen.findByRole('button', { name: 'Confirm Payment' }, { timeout: 10_000 });
  const { paymentToken, policyId, reference, amount } = wizard.payment;
  if (!paymentToken || !policyId || !reference || amount === null) {
    throw new Error('the buy answer was incomplete');
  }
  await waitFor(
    async () => {
      const confirm = screen.queryByRole('button', { name: 'Confirm Payment' });
      if (confirm) await user.click(confirm);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Application Complete!');
    },
    { timeout: 15_000, interval: 500 },
  );
  await stepLoaded();
  const receipt = (await screen.findByText(/^SIM/)).textContent ?? '';
  return { phone, paymentToken, policyId, reference, receipt, amount };
}

/** Every table of the device's store and both web storages, as text: what the next person could read. */
async function everythingOnTheDevice(): Promise<string> {
  const db = kingaDb();
  const tables = await Promise.all(db.tables.map(async (table) => [table.name, await table.toArray()]));
  const webStorage = (storage: Storage) =>
    Object.fromEntries(Object.keys(storage).map((key) => [key, storage.getItem(key)]));
  return JSON.stringify({
    indexedDb: Object.fromEntries(tables),
    localStorage: webStorage(localStorage),
    sessionStorage: webStorage(sessionStorage),
  });
}

/** What prepareTenantAtPayment typed for the buyer, and the secret the buy answered with. */
const buyersDetails = ({ phone, paymentToken }: Purchase) => [
  'Achieng',
  'Otieno',
  'achieng@example.com',
  '29876543',
  'A012345678Z',
  'P.O. Box 100-00100',
  'Teacher',
  phone,
  phone.slice(1),
  paymentToken,
];

/** A new page: nothing in memory, the device's storage as it is. */
async function reopenWizard(): Promise<void> {
  cleanup();
  replaceWizardDraft(emptyWizardDraft());
  await openWizard();
}

describe('Application Complete!’s cover note', () => {
  it('hands the buyer the cover note at once, with the page’s payment token and no sign-in', async () => {
    const opened: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:kinga-document');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      opened.push(this.download);
    });
    try {
      const purchase = await buyAndSeeConfirmation('0712000911');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Download cover note' }));
      await waitFor(() => expect(opened).toEqual([`kinga-cover-note-${purchase.reference}.pdf`]));
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe('Application Complete! on a shared phone', () => {
  it('once shown, the device keeps the policy number, the receipt and the amount, and none of the buyer’s details or the payment token', async () => {
    const purchase = await buyAndSeeConfirmation('0712000621');
    // The confirmation's own save has landed.
    await waitFor(async () => expect(await everythingOnTheDevice()).toContain(purchase.receipt));

    const stored = await everythingOnTheDevice();
    for (const detail of buyersDetails(purchase)) expect(stored).not.toContain(detail);
    expect(stored).toContain(purchase.policyId);
    expect(stored).toContain(purchase.reference);
    expect(stored).toContain(String(purchase.amount));
  }, 60_000);

  it('after the app is closed and reopened, shows the policy number, the receipt and the amount, greeting no one by name', async () => {
    const purchase = await buyAndSeeConfirmation('0712000622');
    await waitFor(async () => expect(await everythingOnTheDevice()).toContain(purchase.receipt));

    await reopenWizard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Application Complete!' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /^Thank you/ }).textContent).toBe('Thank you');
    // The short reference the SMS, e-mail and portal use, never the cover's long id.
    expect(screen.getByText('Policy number').nextElementSibling?.textContent).toBe(purchase.reference);
    expect(purchase.reference).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(screen.queryByText(purchase.policyId)).toBeNull();
    expect(screen.getByText(purchase.receipt)).toBeTruthy();
    expect(screen.getByText(formatShillings(purchase.amount))).toBeTruthy();
  }, 60_000);

  it('Start a New Quote leaves nothing of the purchase on the device and begins again at Coverage Details', async () => {
    const purchase = await buyAndSeeConfirmation('0712000611');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Start a New Quote' }));
    await screen.findByRole('heading', { level: 1, name: 'Coverage Details' });
    await waitFor(async () => {
      const saved = await wizardDraftSlot.load();
      expect(saved?.formNavigation).toEqual({ currentStep: 1, ownershipType: null, coverType: null });
    });
    const stored = await everythingOnTheDevice();
    for (const detail of [
      ...buyersDetails(purchase),
      purchase.policyId,
      purchase.reference,
      purchase.receipt,
    ]) {
      expect(stored).not.toContain(detail);
    }
  }, 60_000);

  it('reopened 30 minutes after it was shown, the wizard starts afresh and the device no longer holds the purchase', async () => {
    const purchase = await buyAndSeeConfirmation('0712000623');
    await waitFor(async () => expect(await everythingOnTheDevice()).toContain(purchase.receipt));

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + halfAnHour);
    await reopenWizard();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Coverage Details');
    await waitFor(async () => {
      const stored = await everythingOnTheDevice();
      for (const detail of [
        ...buyersDetails(purchase),
        purchase.policyId,
        purchase.reference,
        purchase.receipt,
      ]) {
        expect(stored).not.toContain(detail);
      }
    });
  }, 60_000);

  it('left open for 30 minutes, the confirmation goes and the device no longer holds the purchase', async () => {
    const purchase = await buyAndSeeConfirmation('0712000624');
    await waitFor(async () => expect(await everythingOnTheDevice()).toContain(purchase.receipt));
    // The page's own clock from here: a new page, opened on the confirmation, then half an hour passes.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    await reopenWizard();
    expect(screen.getByText(purchase.receipt)).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(halfAnHour));
    vi.useRealTimers();
    expect(await screen.findByRole('heading', { level: 1, name: 'Coverage Details' })).toBeTruthy();
    await waitFor(async () => {
      const stored = await everythingOnTheDevice();
      for (const detail of [purchase.policyId, purchase.reference, purchase.receipt]) {
        expect(stored).not.toContain(detail);
      }
    });
  }, 60_000);
});
