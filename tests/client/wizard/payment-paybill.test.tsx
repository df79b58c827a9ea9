// No prompt? Pay with M-Pesa paybill: the wizard's payment step offers the paybill while the prompt is
// awaited, shows it at once after a prompt that never reached the phone (1037), and finishes by itself when
// the payment arrives, exactly as a prompt's success does.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { wizard } from '../../../src/client/wizard/state/wizard-store';
import { formatShillings } from '../../../src/domain/money';
import { serveApiForClientTests } from '../../helpers/client-api-server';
import { paybillOnPage, payPaybill } from '../../helpers/paybill-page';
import { testConfig } from '../../helpers/server-app';
import { TEST_CALLBACK_TOKEN } from '../../helpers/server-payments';
import { prepareTenantAtPayment } from '../../helpers/wizard-payment';
import { freshDevice, openWizard } from '../../helpers/wizard-render';

const api = serveApiForClientTests({
  config: testConfig({ MPESA_SIMULATOR_DELAY_MS: '1500', MPESA_CALLBACK_TOKEN: TEST_CALLBACK_TOKEN }),
});

beforeEach(freshDevice);

async function reachPayment(phone: string) {
  await prepareTenantAtPayment(phone);
  await openWizard();
  await screen.findByRole('heading', { level: 1, name: 'Complete Payment' }, { timeout: 25_000 });
}

describe('Paying by paybill in the wizard', () => {
  it('offers the paybill while the prompt is awaited; its values copy, its steps follow the M-Pesa menu', async () => {
    const user = userEvent.setup();
    await reachPayment('0712001037');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    const offer = await screen.findByRole(
      'button',
      { name: 'No prompt? Pay with M-Pesa paybill' },
      { timeout: 10_000 },
    );
    expect(screen.getByRole('button', { name: 'Confirm Payment' })).toBeTruthy();
    await user.click(offer);
    const panel = await screen.findByRole('region', { name: 'Pay with M-Pesa paybill' });
    await within(panel).findByText('Account no.', {}, { timeout: 10_000 });
    const values = paybillOnPage(panel);
    expect(values.businessNumber).toMatch(/^\d{5,7}$/);
    expect(values.accountNumber).toBe(wizard.payment.reference);
    expect(values.amount).toBe(wizard.payment.amount);

    // Copy puts the bare value on the clipboard (user-event's) and says so to a screen reader; Enter
    // presses it too.
    await user.click(within(panel).getByRole('button', { name: 'Copy Account no.' }));
    expect(await navigator.clipboard.readText()).toBe(values.accountNumber);
    expect(within(panel).getByRole('status').textContent).toBe(`Copied: Account no. ${values.accountNumber}`);
    within(panel).getByRole('button', { name: 'Copy Amount' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(String(values.amount)));

    const steps = within(within(panel).getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Open M-Pesa on your phone and choose Lipa na M-Pesa.',
      'Choose Pay Bill.',
      `Enter business no. ${values.businessNumber}.`,
      `Enter account no. ${values.accountNumber}.`,
      `Enter the amount, ${formatShillings(values.amount)}, exactly.`,
      'Enter your M-Pesa PIN and confirm. Wait for the M-Pesa SMS.',
    ]);
  }, 40_000);

  it('shows the paybill at once after a prompt that never reached the phone, and completes when it is paid', async () => {
    const user = userEvent.setup();
    await reachPayment('0712001037');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    const failure = await screen.findByRole(
      'region',
      { name: 'The payment did not go through' },
      { timeout: 20_000 },
    );
    expect(within(failure).getByRole('button', { name: 'Retry Payment' })).toBeTruthy();
    const panel = within(failure).getByRole('region', { name: 'Pay with M-Pesa paybill' });
    await within(panel).findByText('Account no.', {}, { timeout: 10_000 });

    await payPaybill(api.app, paybillOnPage(panel));
    // The panel's own check (every 4 s) sees the payment: no press needed.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application Complete!' }, { timeout: 15_000 }),
    ).toBeTruthy();
    await waitFor(() => expect(wizard.payment.phase).toBe('confirmed'));
    expect(wizard.payment.receipt).toMatch(/^TPC/);
  }, 60_000);

  it('after a cancelled prompt offers the paybill as a choice, and shows it at once when a Retry fails again', async () => {
    const user = userEvent.setup();
    await reachPayment('0712001032');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    let failure = await screen.findByRole(
      'region',
      { name: 'The payment did not go through' },
      { timeout: 20_000 },
    );
    expect(within(failure).queryByRole('region', { name: 'Pay with M-Pesa paybill' })).toBeNull();
    expect(within(failure).getByRole('button', { name: 'No prompt? Pay with M-Pesa paybill' })).toBeTruthy();

    await user.click(within(failure).getByRole('button', { name: 'Retry Payment' }));
    await screen.findByRole('button', { name: 'Confirm Payment' }, { timeout: 10_000 });
    failure = await screen.findByRole(
      'region',
      { name: 'The payment did not go through' },
      { timeout: 20_000 },
    );
    expect(within(failure).getByRole('region', { name: 'Pay with M-Pesa paybill' })).toBeTruthy();
  }, 60_000);
});
