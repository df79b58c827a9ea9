import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestQuotation } from '../../../src/client/api/quotations-api';
import {
  chooseOwnership,
  goToStep,
  selectPolicy,
  storeQuotation,
  wizard,
} from '../../../src/client/wizard/state/wizard-store';
import { serveApiForClientTests } from '../../helpers/client-api-server';
import { freshDevice, openWizard } from '../../helpers/wizard-render';

serveApiForClientTests();

async function reachPayment(phone: string) {
  chooseOwnership('tenant');
  wizard.tenant.tenantData.valueOfHousehold = 250000;
  const quotation = await requestQuotation(
    { is_owner: '0', value_of_house_hold_items: 250000 },
    crypto.randomUUID(),
  );
  storeQuotation(quotation);
  const [product] = quotation.products;
  if (!product) throw new Error('the catalogue priced nothing');
  selectPolicy(product);
  Object.assign(wizard.userDetails, {
    fullName: 'Achieng Otieno',
    email: 'achieng@example.com',
    id_number: '29876543',
    mpesaNumber: phone,
    profession: 'Teacher',
    postalAddress: 'P.O. Box 100-00100, Nairobi',
    kraPin: 'A012345678Z',
  });
  goToStep(5);
  await openWizard();
  await screen.findByRole('heading', { level: 1, name: 'Complete Payment' });
}

beforeEach(freshDevice);

describe('Complete Payment', () => {
  it('says there is no policy and offers the review step when none was chosen', async () => {
    const user = userEvent.setup();
    chooseOwnership('tenant');
    goToStep(5);
    await openWizard();
    expect(screen.getByRole('heading', { name: 'No Policy Selected' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to Policy Review' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Review Your Quote' })).toBeTruthy();
  });

  it('starts from the contact number and checks the M-Pesa number in the spec’s words', async () => {
    const user = userEvent.setup();
    await reachPayment('0712000300');
    const number = screen.getByLabelText('M-Pesa number', { exact: false }) as HTMLInputElement;
    await waitFor(() => expect(number.value).toBe('0712000300'));
    await user.clear(number);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter your M-Pesa number.');
    await user.type(number, '0812');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Please enter a valid M-Pesa number (e.g., 0712345678).',
    );
  });

  it('sends the prompt, waits with Confirm Payment, and a confirmed payment opens the confirmation', async () => {
    const user = userEvent.setup();
    await reachPayment('0712000400');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await screen.findByRole('button', { name: 'Confirm Payment' }, { timeout: 5000 });
    expect(wizard.payment.phase).toBe('awaiting');
    expect(wizard.payment.msisdn).toBe('0712000400');
    await waitFor(
      async () => {
        await user.click(screen.getByRole('button', { name: 'Confirm Payment' }));
        expect(wizard.formNavigation.currentStep).toBe(6);
      },
      { timeout: 15_000, interval: 1000 },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Application Complete!' })).toBeTruthy();
    expect(screen.getByText('Start a New Quote')).toBeTruthy();
    expect(wizard.payment.receipt).toMatch(/^SIM/);
  }, 30_000);
});
