import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { kingaDb } from '../../../../src/client/offline/kinga-db';
import { MyPoliciesSection } from '../../../../src/client/portal/policies/my-policies-section';
import { clearSession, signIn } from '../../../../src/client/state/session';
import Toaster from '../../../../src/client/ui/toaster';
import { PoliciesResponseSchema } from '../../../../src/domain/api';
import { formatShillings, moneyMessages } from '../../../../src/domain/money';
import { serveApiForClientTests } from '../../../helpers/client-api-server';
import { buyCoverFor, nextAddress, settledPurchase, signInHolder } from '../../../helpers/portal-policies';
import { payerEndingIn } from '../../../helpers/server-payments';
import { captureSms } from '../../../helpers/server-sms';
import { uniqueMsisdn } from '../../../helpers/server-users';

const sms = captureSms();
const api = serveApiForClientTests({ sms: sms.sender });

beforeEach(async () => {
  clearSession();
  await kingaDb().policies.clear();
});

/** A signed-in holder of one paid cover, with My Policies on screen and Add Items open. */
async function openAddItems() {
  const user = userEvent.setup();
  const holder = uniqueMsisdn();
  const bought = await buyCoverFor(api.app, holder, payerEndingIn('0000'));
  await settledPurchase(api.app, bought);
  const { token, user: client } = await signInHolder(api.app, sms, holder);
  signIn({ token, user: client });
  const listed = await api.app.inject({
    method: 'GET',
    url: '/api/home-insurance/covers/',
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: nextAddress(),
  });
  const [policy] = PoliciesResponseSchema.parse(listed.json()).data;
  if (!policy) throw new Error('the holder has no cover');
  render(
    <>
      <MyPoliciesSection userId={client.id} msisdn={client.msisdn} />
      <Toaster />
    </>,
  );
  const card = within(await screen.findByRole('article'));
  await user.click(card.getByRole('button', { name: 'Add Items' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add Items to Policy' }));
  return { user, dialog, policy, token };
}

describe('Add Items', () => {
  it('keeps Add disabled until the item has a name and a value above 0', async () => {
    const { user, dialog } = await openAddItems();
    const add = dialog.getByRole('button', { name: 'Add' }) as HTMLButtonElement;
    const value = dialog.getByLabelText('Value (KSh)') as HTMLInputElement;
    expect(add.disabled).toBe(true);
    await user.type(dialog.getByLabelText('Item name'), '   ');
    await user.type(value, '5000');
    expect(add.disabled).toBe(true);
    await user.clear(dialog.getByLabelText('Item name'));
    await user.type(dialog.getByLabelText('Item name'), 'Laptop');
    await user.clear(value);
    await user.type(value, '0');
    expect(add.disabled).toBe(true);
    await user.clear(value);
    await user.type(value, '5000');
    expect(add.disabled).toBe(false);
    expect((dialog.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
  });

  // The value is whole shillings, read by the same parser as the wizard's amounts.
  it.each([
    ['60000.50', moneyMessages.wholeShillings],
    ['1.5m', moneyMessages.digitsOnly],
  ])(
    'a value typed as %s says why at the field, and Add stays off until it is whole shillings',
    async (typed, message) => {
      const { user, dialog } = await openAddItems();
      const value = dialog.getByLabelText('Value (KSh)') as HTMLInputElement;
      await user.type(dialog.getByLabelText('Item name'), 'Fridge');
      await user.type(value, typed);
      expect(value.value.replace(/,/g, '')).toBe(typed);
      expect(value.getAttribute('aria-invalid')).toBe('true');
      expect(dialog.getByText(message)).toBeTruthy();
      expect((dialog.getByRole('button', { name: 'Add' }) as HTMLButtonElement).disabled).toBe(true);
      await user.clear(value);
      await user.type(value, '60,000{Enter}');
      expect(dialog.queryByText(message)).toBeNull();
      expect(within(dialog.getByRole('list', { name: 'Items to add' })).getByText('KSh 60,000')).toBeTruthy();
    },
  );

  it('adds on Enter, and estimates the current premium plus 5 % of the added values on every add and remove', async () => {
    const { user, dialog, policy } = await openAddItems();
    expect(dialog.queryByText('Estimated premium:', { exact: false })).toBeNull();

    await user.type(dialog.getByLabelText('Item name'), 'Laptop');
    await user.type(dialog.getByLabelText('Value (KSh)'), '40000{Enter}');
    const estimate = () => dialog.getByTestId('estimated-premium').textContent;
    expect(estimate()).toBe(formatShillings(policy.quotation + 2000));
    expect((dialog.getByLabelText('Item name') as HTMLInputElement).value).toBe('');

    await user.selectOptions(dialog.getByLabelText('Item type'), 'household');
    await user.type(dialog.getByLabelText('Item name'), 'Fridge');
    await user.type(dialog.getByLabelText('Value (KSh)'), '10000');
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(estimate()).toBe(formatShillings(policy.quotation + 2500));
    expect(dialog.getByText('Fridge (Household)')).toBeTruthy();
    expect(dialog.getByText(/This is an estimate/)).toBeTruthy();

    await user.click(dialog.getByRole('button', { name: 'Remove Laptop' }));
    expect(estimate()).toBe(formatShillings(policy.quotation + 500));
    await user.click(dialog.getByRole('button', { name: 'Remove Fridge' }));
    expect(dialog.queryByTestId('estimated-premium')).toBeNull();
  });

  it('sends the cover’s items plus the new ones, says so, refreshes the list, closes, and Pay Now says what the amount due is for', async () => {
    const { user, dialog } = await openAddItems();
    await user.type(dialog.getByLabelText('Item name'), 'Laptop');
    await user.type(dialog.getByLabelText('Value (KSh)'), '40000{Enter}');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Items added successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const card = within(await screen.findByRole('article'));
    // The server prices the added item: Pay Now is offered for the amount due.
    expect(await card.findByText('Amount due')).toBeTruthy();
    await user.click(card.getByRole('button', { name: 'Pay Now' }));
    const payment = within(await screen.findByRole('dialog', { name: 'Pay for Policy' }));
    expect(
      payment.getByText(/^KSh [\d,]+ for the items you added, which are insured once it is paid\.$/),
    ).toBeTruthy();
  });

  // The spec's estimate stays, and beside it the amount M-Pesa will ask for, as the
  // server prices it; the card's amount due after Submit is that amount.
  it('shows, beside the estimate, the amount to pay now and why; after Submit the amount due is that amount', async () => {
    const { user, dialog, policy } = await openAddItems();
    await user.selectOptions(dialog.getByLabelText('Item type'), 'household');
    await user.type(dialog.getByLabelText('Item name'), 'Fridge');
    await user.type(dialog.getByLabelText('Value (KSh)'), '60000{Enter}');
    expect(dialog.getByTestId('estimated-premium').textContent).toBe(
      formatShillings(policy.quotation + 3000),
    );
    const now = await dialog.findByTestId('amount-to-pay-now', {}, { timeout: 5000 });
    const shown = now.textContent ?? '';
    expect(shown).toMatch(/^KSh [\d,]+$/);
    expect(shown).not.toBe(formatShillings(policy.quotation + 3000));
    expect(dialog.getByText(/days left in your cover year/)).toBeTruthy();

    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const card = within(await screen.findByRole('article'));
    const due = (await card.findByText('Amount due')).nextElementSibling;
    expect(due?.textContent).toBe(`${shown} for added items`);
  });
});
