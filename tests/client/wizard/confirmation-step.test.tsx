import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { wizardDraftSlot } from '../../../src/client/wizard/state/wizard-autosave';
import { goToStep, wizard, wizardSnapshot } from '../../../src/client/wizard/state/wizard-store';
import { serveApiForClientTests } from '../../helpers/client-api-server';
import { prepareTenantAtPayment } from '../../helpers/wizard-payment';
import { freshDevice, openWizard } from '../../helpers/wizard-render';

serveApiForClientTests();
beforeEach(freshDevice);

describe('Application Complete!', () => {
  it('Start a New Quote clears the draft saved on the device and begins again at Coverage Details', async () => {
    await prepareTenantAtPayment('0712000611');
    Object.assign(wizard.payment, {
      msisdn: '0712000611',
      phase: 'confirmed',
      coverId: '6f1c1d7e-0000-4000-8000-000000000001',
      policyId: '6f1c1d7e-0000-4000-8000-000000000001',
      receipt: 'SIMAB12CD3',
      amount: 3049,
    });
    goToStep(6);
    await wizardDraftSlot.save(wizardSnapshot());
    await openWizard();
    expect(await screen.findByText('SIMAB12CD3')).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Start a New Quote' }));
    await screen.findByRole('heading', { level: 1, name: 'Coverage Details' });
    await waitFor(async () => {
      const saved = await wizardDraftSlot.load();
      expect(saved?.formNavigation).toEqual({ currentStep: 1, ownershipType: null, coverType: null });
      expect(saved?.payment).toMatchObject({ phase: 'idle', coverId: null, receipt: null, buyKey: null });
      expect(saved?.tenant.selectedPolicy).toBeNull();
      expect(saved?.userDetails.fullName).toBe('');
    });
  });
});
