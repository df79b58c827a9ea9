// Renew in My Policies, in jsdom against the real API: a paid cover 25 days from its end offers
// Renew; the dialog shows the same property and items, lets the client change them, shows the server's
// price at today's rates with its breakdown, and 'Renew and pay' makes the renewal and opens Pay Now for
// it; the new policy then shows in the list and says which policy it renews. Offline, Renew says why not.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kingaDb } from '../../../../src/client/offline/kinga-db';
import { MyPoliciesSection } from '../../../../src/client/portal/policies/my-policies-section';
import { clearSession, signIn } from '../../../../src/client/state/session';
import { RenewalQuoteResponseSchema } from '../../../../src/domain/api';
import { itemListMessages } from '../../../../src/domain/item-list';
import { formatShillings } from '../../../../src/domain/money';
import { renewalMessages } from '../../../../src/domain/renewals/renewal-messages';
import { serveApiForClientTests } from '../../../helpers/client-api-server';
import { buyCoverFor, nextAddress, settledPurchase, signInHolder } from '../../../helpers/portal-policies';
import { payerEndingIn, tenantCover } from '../../../helpers/server-payments';
import { captureSms } from '../../../helpers/server-sms';
import { uniqueMsisdn } from '../../../helpers/server-users';

const DAY_MS = 24 * 60 * 60 * 1000;
// The server's clock is set 340 days back for each purchase, so the cover ends 25 days from the device's
// today; then it is set to today, for the sign-in and the renewal.
let serverNow = Date.now();
const clock = { now: () => new Date(serverNow) };
const sms = captureSms();
const api = serveApiForClientTests({ sms: sms.sender, clock });

let online = true;
beforeEach(async () => {
  clearSession();
  await kingaDb().policies.clear();
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
});
afterEach(() => {
  online = true;
});

/** A cover bought and paid 340 days ago; its holder signed in today with My Policies on screen. */
async function showPolicies() {
  const user = userEvent.setup();
  const holder = uniqueMsisdn();
  serverNow = Date.now() - 340 * DAY_MS;
  const bought = await buyCoverFor(api.app, holder, payerEndingIn('0000'));
  await settledPurchase(api.app, bought);
  serverNow = Date.now();
  const { token, user: client } = await signInHolder(api.app, sms, holder);
  signIn({ token, user: client });
  render(<MyPoliciesSection userId={client.id} msisdn={client.msisdn} />);
  const card = within(await screen.findByRole('article'));
  return { user, card, token, coverId: bought.data.cover_id, reference: bought.reference };
}

async function serverQuote(token: string, coverId: string, body: object) {
  const response = await api.app.inject({
    method: 'POST',
    url: `/api/home-insurance/covers/${coverId}/renewal-quote`,
    payload: body,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: nextAddress(),
  });
  return RenewalQuoteResponseSchema.parse(response.json()).data;
}

describe('Renew in My Policies', () => {
  it('shows the items, prices changes at today’s rates, renews and opens Pay Now for the new policy', async () => {
    const { user, card, token, coverId, reference } = await showPolicies();
    await user.click(card.getByRole('button', { name: 'Renew' }));
    const dialog = within(await screen.findByRole('dialog', { name: renewalMessages.dialogTitle }));
    expect(dialog.getByText('Sofa set')).toBeTruthy();
    expect((dialog.getByLabelText('Household items total (KSh)') as HTMLInputElement).value).toBe('300,000');

    const same = {
      house_hold_items: tenantCover.house_hold_items,
      value_of_house_hold_items: tenantCover.value_of_house_hold_items,
      portable_items: [],
      value_of_portable_items: tenantCover.value_of_portable_items,
    };
    const first = await serverQuote(token, coverId, same);
    const status = await dialog.findByText(renewalMessages.priced(first.total));
    expect(status.getAttribute('role')).toBe('status');
    const breakdown = within(dialog.getByLabelText('Renewal price'));
    expect(breakdown.getByText('Premium').nextSibling?.textContent).toBe(formatShillings(first.premium));
    expect(breakdown.getByText('PHCF (0.25%)').nextSibling?.textContent).toBe(formatShillings(first.phcf));
    expect(breakdown.getByText('Training Levy (0.2%)').nextSibling?.textContent).toBe(
      formatShillings(first.training_levy),
    );
    expect(breakdown.getByText('Stamp Duty').nextSibling?.textContent).toBe(formatShillings(40));
    expect(breakdown.getByText('Total').nextSibling?.textContent).toBe(formatShillings(first.total));

    // A laptop added: the portable total rises with it (80,000 declared without a list, plus 40,000).
    await user.type(dialog.getByLabelText('Item name'), 'Laptop');
    await user.type(dialog.getByLabelText('Value (KSh)'), '40000{Enter}');
    expect((dialog.getByLabelText('Portable items total (KSh)') as HTMLInputElement).value).toBe('120,000');
    // An itemised list that does not add up to its total is named before anything is asked of the server.
    expect(
      await dialog.findByText(itemListMessages.mismatch({ total: formatShillings(120_000) })),
    ).toBeTruthy();
    expect(
      (dialog.getByRole('button', { name: renewalMessages.continueToPay }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.clear(dialog.getByLabelText('Portable items total (KSh)'));
    await user.type(dialog.getByLabelText('Portable items total (KSh)'), '40000');
    const fixed = await serverQuote(token, coverId, {
      ...same,
      portable_items: [{ name: 'Laptop', value: 40_000 }],
      value_of_portable_items: 40_000,
    });
    expect(await dialog.findByText(renewalMessages.priced(fixed.total))).toBeTruthy();
    expect(within(dialog.getByLabelText('Renewal price')).getByText('Total').nextSibling?.textContent).toBe(
      formatShillings(fixed.total),
    );

    await user.click(dialog.getByRole('button', { name: renewalMessages.continueToPay }));
    const payment = within(await screen.findByRole('dialog', { name: 'Pay for Policy' }));
    expect(
      payment.getByText(`The annual premium of ${formatShillings(fixed.total)} activates this policy.`),
    ).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    const renewal = screen
      .getAllByRole('article')
      .find((article) => within(article).queryByText(renewalMessages.renewsPolicy(reference)));
    expect(renewal).toBeTruthy();
  });

  it('offline, Renew is disabled and says it needs a connection', async () => {
    const { card } = await showPolicies();
    online = false;
    window.dispatchEvent(new Event('offline'));
    const renew = (await card.findByRole('button', { name: 'Renew' })) as HTMLButtonElement;
    await waitFor(() => expect(renew.disabled).toBe(true));
    expect(renew.getAttribute('aria-describedby')).toBeTruthy();
    expect(card.getByText(renewalMessages.renewOffline)).toBeTruthy();
  });
});
