import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { wizardDraftSlot } from '../../../src/client/wizard/state/wizard-autosave';
import { emptyWizardDraft, type WizardDraft } from '../../../src/client/wizard/state/wizard-draft';
import {
  chooseOwnership,
  goToStep,
  replaceWizardDraft,
  storeQuotation,
  wizard,
} from '../../../src/client/wizard/state/wizard-store';
import { quotation, quotedProduct } from '../../fixtures/quotation';
import { freshDevice, openWizard } from '../../helpers/wizard-render';

beforeEach(async () => {
  await freshDevice();
});

async function openPolicies(
  products = [
    quotedProduct(),
    quotedProduct({
      id: 'baobab-nyumbani',
      name: 'Nyumbani Plus',
      quotation: 4100,
      terms_and_conditions: null,
      under_writer: { ...quotedProduct().under_writer, id: 'baobab', name: 'Baobab Assurance' },
    }),
  ],
) {
  chooseOwnership('tenant');
  storeQuotation(quotation(products));
  goToStep(2);
  await openWizard();
  await screen.findByRole('heading', { level: 1, name: 'Choose Your Policy' });
}

describe('Choose Your Policy', () => {
  it('tells how many options were found and shows each priced card', async () => {
    await openPolicies();
    expect(screen.getByText('Great! We found 2 insurance option(s) for you.')).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Home Classic' });
    expect(within(card).getByText('SG')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Nyumbani Plus' })).getByText('BA')).toBeTruthy();
    expect(card.textContent).toContain('KSh 3,049');
    expect(card.textContent).toContain('per year');
    expect(card.textContent).toContain('Contents');
    expect(card.textContent).toContain('KSh 300,000');
    expect(screen.getByText('Total coverage value').nextElementSibling?.textContent).toBe('KSh 350,000');
  });

  it('shows only the first two benefits, each opening its description', async () => {
    const user = userEvent.setup();
    await openPolicies();
    const card = screen.getByRole('article', { name: 'Home Classic' });
    expect(within(card).queryByRole('button', { name: 'Third-party liability' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Fire and explosion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fire and explosion' });
    expect(dialog.textContent).toContain('No additional description available.');
  });

  it('offers View Terms only when there are terms, and renders them without scripts', async () => {
    const user = userEvent.setup();
    await openPolicies();
    expect(
      within(screen.getByRole('article', { name: 'Nyumbani Plus' })).queryByRole('button', {
        name: 'View Terms',
      }),
    ).toBeNull();
    await user.click(
      within(screen.getByRole('article', { name: 'Home Classic' })).getByRole('button', {
        name: 'View Terms',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Underwritten by Simba General Insurance');
    expect(dialog.textContent).toContain('We pay for loss.');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('keeps Continue disabled until a policy is chosen', async () => {
    const user = userEvent.setup();
    await openPolicies();
    const continueButton = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(continueButton.disabled).toBe(true);
    expect(screen.getByText('Please select a policy to proceed.')).toBeTruthy();
    await user.click(
      within(screen.getByRole('article', { name: 'Nyumbani Plus' })).getByRole('radio', {
        name: 'Choose this cover',
      }),
    );
    expect(continueButton.disabled).toBe(false);
    await user.click(continueButton);
    await screen.findByRole('heading', { level: 1, name: 'Contact & KYC' });
    expect(wizard.tenant.selectedPolicyId).toBe('baobab-nyumbani');
    expect(wizard.tenant.estimatedPremium).toBe(4100);
  });

  it('keeps a picked policy picked after a reload, before Continue is pressed', async () => {
    const user = userEvent.setup();
    await openPolicies();
    const pick = () =>
      within(screen.getByRole('article', { name: 'Nyumbani Plus' })).getByRole('radio', {
        name: 'Choose this cover',
      }) as HTMLInputElement;
    await user.click(pick());
    await waitFor(async () => {
      const saved = await wizardDraftSlot.load();
      expect(saved?.tenant.chosenPolicyId).toBe('baobab-nyumbani');
    });
    // A reload: the in-memory store is gone, the device's copy is not.
    cleanup();
    replaceWizardDraft(emptyWizardDraft());
    await openWizard();
    await screen.findByRole('heading', { level: 1, name: 'Choose Your Policy' });
    expect(pick().checked).toBe(true);
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText('Please select a policy to proceed.')).toBeNull();
  });

  it('Buy now stores the policy and its premiums, then moves to Contact & KYC', async () => {
    const user = userEvent.setup();
    await openPolicies();
    await user.click(
      within(screen.getByRole('article', { name: 'Home Classic' })).getByRole('button', { name: 'Buy now' }),
    );
    await waitFor(() => expect(wizard.formNavigation.currentStep).toBe(3));
    expect(wizard.tenant.selectedPolicy?.name).toBe('Home Classic');
    expect(wizard.tenant.premium).toBe(3000);
    expect(wizard.tenant.estimatedPremium).toBe(3049);
  });

  it('Get New Quote returns to the coverage answers', async () => {
    const user = userEvent.setup();
    await openPolicies();
    await user.click(screen.getByRole('button', { name: 'Get New Quote' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Coverage Details' })).toBeTruthy();
  });

  it('says so when the quotation offers nothing', async () => {
    await openPolicies([]);
    expect(screen.getByRole('alert').textContent).toBe(
      'No products available for your coverage selection. Please try again or contact support.',
    );
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('sends the visitor back for a quote when there is none', async () => {
    chooseOwnership('tenant');
    goToStep(2);
    await openWizard();
    await screen.findByRole('heading', { level: 1, name: 'Choose Your Policy' });
    expect(screen.getByRole('alert').textContent).toBe(
      'No quotation data available. Please go back and generate a quote.',
    );
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('a quotation restored from a draft saved on this device', () => {
  /** A draft as an older version of the app may have left it, then the page opened (a reload). */
  async function reloadWithSavedQuotation(quotationData: unknown) {
    const draft: WizardDraft = emptyWizardDraft();
    draft.formNavigation = { currentStep: 2, ownershipType: 'tenant', coverType: 'ContentsAndAllRisks' };
    draft.tenant.quotationData = quotationData as WizardDraft['tenant']['quotationData'];
    await wizardDraftSlot.save(draft);
    await openWizard();
    await screen.findByRole('heading', { level: 1, name: 'Choose Your Policy' });
  }

  it('says the products could not be loaded when the saved quotation is malformed, and offers a new quote', async () => {
    const user = userEvent.setup();
    await reloadWithSavedQuotation({ id: 'old', products: [{ id: 'simba-home', price: '3,049' }] });
    expect(screen.getByRole('alert').textContent).toBe(
      'Failed to load products from quotation data. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Get New Quote' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Coverage Details' })).toBeTruthy();
  });

  it('reads the products from data, or from the quotation itself when it is a list', async () => {
    await reloadWithSavedQuotation({ data: [quotedProduct()] });
    expect(screen.getByRole('article', { name: 'Home Classic' })).toBeTruthy();
    expect(screen.getByText('Great! We found 1 insurance option(s) for you.')).toBeTruthy();

    cleanup();
    await freshDevice();
    await reloadWithSavedQuotation([quotedProduct(), quotedProduct({ id: 'other', name: 'Other Cover' })]);
    expect(screen.getAllByRole('article', { name: /Home Classic|Other Cover/ })).toHaveLength(2);
  });
});

describe('a step the wizard does not know', () => {
  it('offers Start New Quote, which resets the form', async () => {
    const user = userEvent.setup();
    chooseOwnership('owner');
    goToStep(9);
    await openWizard();
    expect(screen.getByText('Something went wrong!')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start New Quote' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Coverage Details' })).toBeTruthy();
    expect(wizard.formNavigation.ownershipType).toBeNull();
  });
});
