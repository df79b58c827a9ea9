// Issue 28: the purchase wizard in Kiswahili. A Kiswahili page (under /sw) shows the coverage question,
// its validation and a failed M-Pesa payment's outcome in Kiswahili, and not in English.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/client/app';
import {
  chooseOwnership,
  goToStep,
  selectPolicy,
  storeQuotation,
  wizard,
} from '../../../src/client/wizard/state/wizard-store';
import { coverageMessages } from '../../../src/domain/coverage-rules';
import { readInLanguage, setLanguageSource } from '../../../src/domain/language/current-language';
import { paybillMessages, paybillSteps } from '../../../src/domain/paybill-messages';
import { paymentMessages } from '../../../src/domain/payment-messages';
import { readPaymentOutcome } from '../../../src/domain/payment-outcome';
import { coverageStepMessages } from '../../../src/domain/wizard/coverage-step-messages';
import { paymentStepMessages } from '../../../src/domain/wizard/payment-step-messages';
import { wizardStepMessages } from '../../../src/domain/wizard-step-messages';
import { quotation, quotedProduct } from '../../fixtures/quotation';
import { serveApiForClientTests } from '../../helpers/client-api-server';
import { freshDevice, stepLoaded } from '../../helpers/wizard-render';

serveApiForClientTests();

const inKiswahili = <T,>(read: () => T): T => readInLanguage('sw', read);

async function openKiswahiliWizard(): Promise<void> {
  window.history.replaceState(null, '', '/sw/products/homepackage');
  render(<App />);
  await screen.findByRole(
    'navigation',
    { name: inKiswahili(() => wizardStepMessages.progressLabel) },
    // The file's first render transforms the wizard cold: slow on a busy machine.
    { timeout: 25_000 },
  );
  await stepLoaded();
}

beforeEach(async () => {
  await freshDevice();
  setLanguageSource(() => 'sw');
});
afterEach(() => setLanguageSource(() => 'en'));

describe('the wizard in Kiswahili', () => {
  it('asks the coverage question and words its validation in Kiswahili', async () => {
    const user = userEvent.setup();
    await openKiswahiliWizard();
    expect(
      screen.getByRole('heading', { level: 1, name: inKiswahili(() => wizardStepMessages.step1) }),
    ).toBeTruthy();
    expect(screen.getByText(inKiswahili(() => coverageStepMessages.ownershipQuestion))).toBeTruthy();
    expect(screen.queryByText('Are you the owner of the building?')).toBeNull();

    // A tenant with no contents: Next is refused in the spec's sentence, said in Kiswahili.
    await user.click(screen.getByText(inKiswahili(() => coverageStepMessages.tenantLabel)));
    await user.click(screen.getByRole('button', { name: inKiswahili(() => coverageStepMessages.next) }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      inKiswahili(() => coverageMessages.incomplete),
    );
    expect(screen.queryByText('Please ensure all item values match the specified totals')).toBeNull();
  }, 30_000);

  it('says a cancelled M-Pesa payment, and what to do next, in Kiswahili', async () => {
    const product = quotedProduct();
    chooseOwnership('tenant');
    wizard.tenant.tenantData.valueOfHousehold = 250000;
    storeQuotation(quotation([product]));
    selectPolicy(product);
    wizard.userDetails.mpesaNumber = '0712000900';
    goToStep(5);
    // As the step records it when M-Pesa answers 1032 on a Kiswahili page.
    const outcome = readPaymentOutcome({ status: 'failed', ResultCode: 1032 });
    if (outcome.kind !== 'failed') throw new Error('1032 is a failure');
    Object.assign(wizard.payment, {
      phase: 'failed',
      msisdn: '0712000900',
      notice: { tone: outcome.tone, text: outcome.message, nextStep: outcome.nextStep ?? undefined },
    });
    await openKiswahiliWizard();

    expect(screen.getByRole('alert').textContent).toBe(inKiswahili(() => paymentMessages.cancelled));
    expect(
      screen.getByRole('heading', { name: inKiswahili(() => paymentStepMessages.failedHeading) }),
    ).toBeTruthy();
    expect(screen.getByText(outcome.nextStep ?? '')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: inKiswahili(() => paymentStepMessages.retryPayment) }),
    ).toBeTruthy();
    expect(screen.queryByText('The payment did not go through')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry Payment' })).toBeNull();
  }, 30_000);

  it('gives the paybill steps in Kiswahili, with the values to type', () => {
    const steps = inKiswahili(() =>
      paybillSteps({ business_number: '600141', account_number: 'GRNS-SRE4', amount: 2551 }),
    );
    expect(steps).toContain('Weka nambari ya biashara 600141.');
    expect(steps).toContain('Weka nambari ya akaunti GRNS-SRE4.');
    expect(steps.at(-1)).toBe('Weka PIN yako ya M-Pesa na uthibitishe. Subiri SMS ya M-Pesa.');
    expect(inKiswahili(() => paybillMessages.businessNumber)).toBe('Nambari ya Biashara (Paybill)');
  });
});
