import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kingaDb } from '../../../../src/client/offline/kinga-db';
import { MyPoliciesSection } from '../../../../src/client/portal/policies/my-policies-section';
import { clearDeviceOnSignOut } from '../../../../src/client/state/clear-device-on-sign-out';
import { clearSession, signIn } from '../../../../src/client/state/session';
import { PolicySchema } from '../../../../src/domain/api';
import { formatDocumentDay } from '../../../../src/domain/documents/document-dates';
import { policyScheduleOf } from '../../../../src/domain/documents/policy-schedule';
import { formatShillings } from '../../../../src/domain/money';
import { policiesMessages } from '../../../../src/domain/policies-messages';
import { serveApiForClientTests } from '../../../helpers/client-api-server';
import { buyCoverFor, nextAddress, settledPurchase, signInHolder } from '../../../helpers/portal-policies';
import { payerEndingIn } from '../../../helpers/server-payments';
import { signUpOverHttp, signupBody } from '../../../helpers/server-signup';
import { captureSms } from '../../../helpers/server-sms';
import { uniqueMsisdn } from '../../../helpers/server-users';

const sms = captureSms();
const api = serveApiForClientTests({ sms: sms.sender });

/** A holder with covers, signed in on this device; renders their My Policies. */
async function signedInHolder(holder: string) {
  const { token, user } = await signInHolder(api.app, sms, holder);
  signIn({ token, user, msisdn: user.msisdn });
  return user;
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

beforeEach(async () => {
  clearSession();
  await kingaDb().policies.clear();
});
afterEach(() => setOnline(true));

describe('My Policies', () => {
  it('says it is loading, then shows each policy with Active for a paid one and Inactive for an unpaid one', async () => {
    const holder = uniqueMsisdn();
    const paid = await buyCoverFor(api.app, holder, payerEndingIn('0000'));
    const payment = await settledPurchase(api.app, paid);
    expect(payment.status).toBe('success');
    const unpaid = await buyCoverFor(api.app, holder, payerEndingIn('1032'));
    await settledPurchase(api.app, unpaid);
    const user = await signedInHolder(holder);

    render(<MyPoliciesSection userId={user.id} msisdn={user.msisdn} />);
    expect(screen.getByText('Loading policies...')).toBeTruthy();

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const cardOf = (reference: string) => {
      const card = cards.find((candidate) => candidate.textContent?.includes(reference));
      if (!card) throw new Error(`no card for ${reference}`);
      return within(card);
    };
    const active = cardOf(paid.reference);
    expect(active.getByRole('button', { name: 'Active: payment history' }).className).toContain(
      'policy-badge--active',
    );
    expect(active.queryByRole('button', { name: 'Pay Now' })).toBeNull();
    // Named by the purchase's reference until the agency issues the policy number.
    expect(active.getByText(`Policy ref ${paid.reference}`)).toBeTruthy();
    expect(cards.some((card) => card.textContent?.includes(paid.data.cover_id))).toBe(false);
    expect(active.getByText(/per year$/)).toBeTruthy();
    // A tenant's cover shows no property.
    expect(active.queryByText('Location')).toBeNull();
    // Its payment history carries the M-Pesa receipt and the amount paid.
    const clicks = userEvent.setup();
    await clicks.click(active.getByRole('button', { name: 'Active: payment history' }));
    const history = within(await screen.findByRole('dialog', { name: 'Payment History' }));
    expect(history.getByText(`M-Pesa receipt: ${payment.mpesa_receipt_number}`)).toBeTruthy();
    // The M-Pesa receipt is the payment's reference, never Daraja's ws_CO_ request id.
    expect(history.queryByText(/ws_CO_|Reference:/)).toBeNull();
    expect(history.getByText(`Amount: ${formatShillings(payment.amount)} for the cover`)).toBeTruthy();
    await clicks.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const inactive = cardOf(unpaid.reference);
    expect(inactive.getByRole('button', { name: 'Inactive: payment history' }).className).toContain(
      'policy-badge--inactive',
    );
    expect(inactive.getByRole('button', { name: 'Pay Now' })).toBeTruthy();
    expect(inactive.getByRole('button', { name: 'Add Items' })).toBeTruthy();
    expect(inactive.getByRole('button', { name: 'View Details' })).toBeTruthy();
  });

  it('a paid policy’s details end on the schedule’s last day of cover', async () => {
    const holder = uniqueMsisdn();
    const paid = await buyCoverFor(api.app, holder, payerEndingIn('0000'));
    await settledPurchase(api.app, paid);
    const user = await signedInHolder(holder);
    render(<MyPoliciesSection userId={user.id} msisdn={user.msisdn} />);
    const card = within(await screen.findByRole('article'));
    const cached = await waitFor(async () => {
      const entry = await kingaDb().policies.get(user.id);
      if (!entry) throw new Error('not cached yet');
      return entry;
    });
    const policy = PolicySchema.parse(cached.policies[0]);
    await userEvent.setup().click(card.getByRole('button', { name: 'View Details' }));
    const details = within(await screen.findByRole('dialog', { name: 'Policy Details' }));
    // The schedule prints cover to the day before the period's end (policy-schedule.ts): so does the portal.
    const lastDay = policyScheduleOf(policy, 'KIA/HOM/2026/000001').period?.to ?? '';
    const shown = details.getByText('Expiry Date').nextElementSibling?.textContent ?? '';
    expect(formatDocumentDay(new Date(`${shown} 12:00 GMT+0300`))).toBe(lastDay);
  });

  it('offers Get Started to a client without policies', async () => {
    // A new account, signed up without buying anything.
    const { token, user } = await signUpOverHttp(api.app, sms, signupBody(), nextAddress());
    signIn({ token, user });
    render(<MyPoliciesSection userId={user.id} msisdn={null} />);
    expect(await screen.findByText('No policies found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe(
      '/products/homepackage',
    );
  });

  it('shows an owner’s property and the details dialog’s fields, and the payment history from the badge', async () => {
    const user = userEvent.setup();
    const holder = uniqueMsisdn();
    const bought = await buyCoverFor(api.app, holder, payerEndingIn('1032'), 'owner');
    await settledPurchase(api.app, bought);
    const client = await signedInHolder(holder);
    render(<MyPoliciesSection userId={client.id} msisdn={client.msisdn} />);

    const card = within(await screen.findByRole('article'));
    expect(card.getByText('Location')).toBeTruthy();
    expect(card.getByText('Kilimani')).toBeTruthy();
    expect(card.getByText('Property value')).toBeTruthy();
    expect(card.getByText('KSh 4,000,000')).toBeTruthy();

    await user.click(card.getByRole('button', { name: 'View Details' }));
    const details = within(await screen.findByRole('dialog', { name: 'Policy Details' }));
    for (const label of [
      'Policy Status',
      'Policy Number',
      'Premium',
      'Created Date',
      'Expiry Date',
      'Underwriter',
      'Name',
      'ID Number',
      'Property Details',
      'Type of Residence',
      'Construction',
      'Plot Number',
      'Covered Items',
      'Portable Items',
      'Household Items',
    ]) {
      expect(details.getAllByText(label).length, label).toBeGreaterThan(0);
    }
    expect(details.getByText(bought.reference)).toBeTruthy();
    expect(details.queryByText(bought.data.cover_id)).toBeNull();
    // Unpaid, the cover has not started: no expiry date.
    expect(details.getByText('Expiry Date').nextElementSibling?.textContent).toBe(
      policiesMessages.notStarted,
    );
    expect(details.getByText('Wanjiru Kamau')).toBeTruthy();
    expect(details.getByText('30123456')).toBeTruthy();
    expect(details.getByText('Sofa set')).toBeTruthy();
    expect(details.getByText('KSh 80,000')).toBeTruthy();
    expect(details.getAllByText('KSh 300,000')).toHaveLength(2);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(card.getByRole('button', { name: 'Inactive: payment history' }));
    const history = within(await screen.findByRole('dialog', { name: 'Payment History' }));
    const entry = history.getByRole('listitem');
    expect(within(entry).getByText('failed').className).toContain('policy-badge--inactive');
    // Unpaid: no M-Pesa receipt, so no reference at all (and never the ws_CO_ request id).
    expect(entry.textContent).not.toContain(bought.checkout_request_id);
    expect(within(entry).queryByText(/Reference|M-Pesa receipt/)).toBeNull();
  });

  it('keeps the policies on the device: offline they show with their age and the network actions are off', async () => {
    const holder = uniqueMsisdn();
    const bought = await buyCoverFor(api.app, holder, payerEndingIn('1032'));
    await settledPurchase(api.app, bought);
    const client = await signedInHolder(holder);
    const first = render(<MyPoliciesSection userId={client.id} msisdn={client.msisdn} />);
    await screen.findByRole('article');
    await waitFor(async () => expect(await kingaDb().policies.get(client.id)).toBeTruthy());
    first.unmount();

    setOnline(false);
    render(<MyPoliciesSection userId={client.id} msisdn={client.msisdn} />);
    const card = within(await screen.findByRole('article'));
    expect(card.getByText(`Policy ref ${bought.reference}`)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/^Last updated (now|\d+ seconds? ago)/);
    expect(screen.getByText('You are offline: paying and adding items need a connection.')).toBeTruthy();
    expect((card.getByRole('button', { name: 'Pay Now' }) as HTMLButtonElement).disabled).toBe(true);
    expect((card.getByRole('button', { name: 'Add Items' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('treats a server out of reach as offline even when the phone claims a connection (no error shown)', async () => {
    const holder = uniqueMsisdn();
    const bought = await buyCoverFor(api.app, holder, payerEndingIn('1032'));
    await settledPurchase(api.app, bought);
    const client = await signedInHolder(holder);
    const first = render(<MyPoliciesSection userId={client.id} msisdn={client.msisdn} />);
    await screen.findByRole('article');
    await waitFor(async () => expect(await kingaDb().policies.get(client.id)).toBeTruthy());
    first.unmount();

    // Wi-Fi without internet, or a signal that comes and goes: navigator.onLine stays true, requests fail.
    const globals = globalThis as { __apiOrigin?: string };
    const origin = globals.__apiOrigin;
    globals.__apiOrigin = 'http://127.0.0.1:9';
    try {
      render(<MyPoliciesSection userId={client.id} msisdn={client.msisdn} />);
      const card = within(await screen.findByRole('article'));
      expect(card.getByText(`Policy ref ${bought.reference}`)).toBeTruthy();
      expect(
        await screen.findByText('You are offline: paying and adding items need a connection.'),
      ).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
      expect((card.getByRole('button', { name: 'Add Items' }) as HTMLButtonElement).disabled).toBe(true);
    } finally {
      globals.__apiOrigin = origin;
    }
  });

  it('removes the cached policies and the wizard’s draft from the device when the session ends', async () => {
    const stop = clearDeviceOnSignOut();
    try {
      const holder = uniqueMsisdn();
      await settledPurchase(api.app, await buyCoverFor(api.app, holder, payerEndingIn('1032')));
      const client = await signedInHolder(holder);
      await kingaDb().drafts.put({
        id: 'wizard',
        draft: { userDetails: { fullName: 'Wanjiru' } },
        savedAt: 1,
      });
      render(<MyPoliciesSection userId={client.id} msisdn={client.msisdn} />);
      await screen.findByRole('article');
      await waitFor(async () => expect(await kingaDb().policies.count()).toBe(1));

      clearSession();
      await waitFor(async () => {
        expect(await kingaDb().policies.count()).toBe(0);
        expect(await kingaDb().drafts.count()).toBe(0);
      });
    } finally {
      stop();
    }
  });
});
