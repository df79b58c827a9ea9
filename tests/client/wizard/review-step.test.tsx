import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  chooseOwnership,
  goToStep,
  selectPolicy,
  storeQuotation,
  wizard,
} from '../../../src/client/wizard/state/wizard-store';
import { quotation, quotedProduct } from '../../fixtures/quotation';
import { freshDevice, openWizard } from '../../helpers/wizard-render';

beforeEach(freshDevice);

function reachReview() {
  chooseOwnership('tenant');
  storeQuotation(quotation());
  goToStep(4);
}

describe('Review Your Quote', () => {
  it('lists what is missing, in the spec’s words, and holds back payment', async () => {
    reachReview();
    wizard.userDetails.fullName = 'Achieng Otieno';
    wizard.userDetails.email = 'not-an-email';
    await openWizard();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Please complete: ID number, M-Pesa number');
    expect(alert.textContent).toContain('Please enter a valid email address');
    expect(alert.textContent).toContain('No policy selected. Please go back and select a policy.');
    expect((screen.getByRole('button', { name: 'Proceed to Payment →' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows the policy, coverage and personal details, then proceeds to payment', async () => {
    const user = userEvent.setup();
    reachReview();
    selectPolicy(quotedProduct());
    Object.assign(wizard.userDetails, {
      fullName: 'Achieng Otieno',
      email: 'achieng@example.com',
      id_number: '29876543',
      mpesaNumber: '0712345678',
    });
    await openWizard();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Home Classic' })).toBeTruthy();
    expect(screen.getByText('Annual Premium').nextElementSibling?.textContent).toBe('KSh 3,049');
    expect(screen.getByText('Household + Portable')).toBeTruthy();
    expect(screen.getByText('Achieng Otieno')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment →' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete Payment' })).toBeTruthy();
  });
});
