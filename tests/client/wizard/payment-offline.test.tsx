// Pay Now and Retry Payment need the phone and a connection, and the step
// says so while offline, before a press, instead of failing after one. Payment is never queued.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { wizard } from '../../../src/client/wizard/state/wizard-store';
import { paymentMessages } from '../../../src/domain/payment-messages';
import { serveApiForClientTests } from '../../helpers/client-api-server';
import { prepareTenantAtPayment } from '../../helpers/wizard-payment';
import { freshDevice, openWizard } from '../../helpers/wizard-render';

serveApiForClientTests();

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

beforeEach(freshDevice);
afterEach(() => setOnline(true));

describe('Complete Payment offline', () => {
  it('says payment needs a connection as soon as the connection drops, and Pay Now sends nothing', async () => {
    const user = userEvent.setup();
    await prepareTenantAtPayment('0712000410');
    await openWizard();
    await screen.findByRole('heading', { level: 1, name: 'Complete Payment' });
    expect(screen.queryByText(paymentMessages.offline)).toBeNull();

    setOnline(false);
    expect(screen.getByText(paymentMessages.offline).getAttribute('role')).toBe('status');

    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(screen.getAllByText(paymentMessages.offline)).toHaveLength(1);
    expect(wizard.payment.phase).toBe('idle');
    expect(wizard.payment.coverId).toBeNull();

    setOnline(true);
    expect(screen.queryByText(paymentMessages.offline)).toBeNull();
  });

  it('Retry Payment offline says so instead of asking the server', async () => {
    const user = userEvent.setup();
    await prepareTenantAtPayment('0712000411');
    wizard.payment.phase = 'failed';
    wizard.payment.coverId = 'cover-1';
    wizard.payment.paymentToken = 'token-1';
    await openWizard();
    await screen.findByRole('heading', { level: 1, name: 'Complete Payment' });
    setOnline(false);
    await user.click(screen.getByRole('button', { name: 'Retry Payment' }));
    expect(wizard.payment.phase).toBe('failed');
    expect(screen.getAllByText(paymentMessages.offline)).toHaveLength(1);
  });
});
