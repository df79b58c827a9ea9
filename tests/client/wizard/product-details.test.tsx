import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { requestQuotation } from '../../../src/client/api/quotations-api';
import { App } from '../../../src/client/app';
import { wizardDraftSlot } from '../../../src/client/wizard/state/wizard-autosave';
import { emptyWizardDraft, type WizardDraft } from '../../../src/client/wizard/state/wizard-draft';
import { wizard } from '../../../src/client/wizard/state/wizard-store';
import type { Quotation, QuotedProduct } from '../../../src/domain/api';
import { serveApiForClientTests } from '../../helpers/client-api-server';
import { freshDevice } from '../../helpers/wizard-render';

// The wizard's page and its Contact & KYC step load lazily. Compiled once here, so that under CI's load a
// test waits for the app, not for the first compilation of those modules.
beforeAll(async () => {
  await Promise.all([
    import('../../../src/client/pages/home-package-page'),
    import('../../../src/client/wizard/steps/contact-step'),
  ]);
}, 60_000);

serveApiForClientTests();

let tenantQuotation: Quotation;
let product: QuotedProduct;

beforeEach(async () => {
  await freshDevice();
  // A real quotation from the API: a tenant insuring household goods and gadgets.
  tenantQuotation = await requestQuotation(
    {
      is_owner: '0',
      value_of_house_hold_items: 300_000,
      value_of_portable_items: 60_000,
      portable_items: [{ name: 'Laptop', value: 60_000 }],
    },
    crypto.randomUUID(),
  );
  const [first] = tenantQuotation.products;
  if (!first) throw new Error('the catalogue priced nothing');
  product = first;
});

/** Opens /product/{id} as a visitor would: from a card (with navigation state) or from a link (without). */
async function openDetails(productId: string, navigationState: unknown = null) {
  window.history.replaceState(navigationState, '', `/product/${encodeURIComponent(productId)}`);
  render(<App />);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
}

/** The quotation saved on this device by an earlier visit: the tenant's, while the answer now says owner. */
async function saveDraftOnDevice() {
  const draft: WizardDraft = emptyWizardDraft();
  draft.formNavigation = { currentStep: 2, ownershipType: 'owner', coverType: null };
  draft.tenant.quotationData = tenantQuotation;
  draft.tenant.quoteId = tenantQuotation.id;
  draft.tenant.tenantData.valueOfHousehold = 300_000;
  draft.tenant.tenantData.valueOfGadgets = 60_000;
  draft.tenant.tenantData.gadgetsDescriptions = [{ name: 'Laptop', value: 60_000 }];
  await wizardDraftSlot.save(draft);
}

const shillings = (text: string | null | undefined) => Number((text ?? '').replace(/[^\d]/g, ''));

describe('the product details page', () => {
  it('shows the product, its coverage and a premium breakdown that adds up to the total', async () => {
    await openDetails(product.id, { product, sections: product.sections });
    expect(screen.getByRole('heading', { level: 1, name: product.name })).toBeTruthy();
    expect(screen.getByText(product.description)).toBeTruthy();
    expect(screen.getByText(`Underwriter: ${product.under_writer.name}`)).toBeTruthy();
    const coverage = screen.getByRole('region', { name: 'Coverage' });
    expect(coverage.textContent).toContain('ContentsKSh 300,000');
    expect(coverage.textContent).toContain('All-risksKSh 60,000');

    const premium = screen.getByRole('region', { name: 'Annual Premium' });
    const amount = (label: string) =>
      shillings(within(premium).getByText(label).nextElementSibling?.textContent);
    expect(amount('Base Premium')).toBe(product.premium);
    expect(amount('Stamp Duty')).toBe(40);
    expect(amount('Total Premium')).toBe(product.quotation);
    expect(
      amount('Base Premium') + amount('PHCF (0.25%)') + amount('Training Levy (0.2%)') + amount('Stamp Duty'),
    ).toBe(product.quotation);
    expect(within(premium).getByText('Coverage for 12 months')).toBeTruthy();
    expect(within(premium).getByText('Renewable annually')).toBeTruthy();
  });

  it('opened from a link on this device, finds the product in the saved quotation; Buy Now opens Contact & KYC in the branch that priced it', async () => {
    const user = userEvent.setup();
    await saveDraftOnDevice();
    await openDetails(product.id);
    expect(screen.getByRole('heading', { level: 1, name: product.name })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    // The wizard and its Contact & KYC step are chunks of their own: a loaded machine takes its time.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact & KYC' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(window.location.pathname).toBe('/products/homepackage');
    expect(wizard.formNavigation.ownershipType).toBe('tenant');
    expect(wizard.formNavigation.coverType).toBe('ContentsAndAllRisks');
    expect(wizard.tenant.selectedPolicyId).toBe(product.id);
    expect(wizard.tenant.estimatedPremium).toBe(product.quotation);
    // The quoted answers are the ones bought: the tenant's list is untouched.
    expect(wizard.tenant.tenantData.gadgetsDescriptions).toEqual([{ name: 'Laptop', value: 60_000 }]);
    await waitFor(async () => {
      const saved = await wizardDraftSlot.load();
      expect(saved?.tenant.selectedPolicyId).toBe(product.id);
    });
  });

  it('says so, and stays, when Buy Now finds no quotation on this device', async () => {
    const user = userEvent.setup();
    await openDetails(product.id, { product, sections: product.sections });
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No quotation data available. Please go back and generate a quote.',
    );
    expect(window.location.pathname).toBe(`/product/${product.id}`);
  });

  it('says the product was not found when neither the link nor this device knows it', async () => {
    await saveDraftOnDevice();
    await openDetails('no-such-product');
    expect(screen.getByRole('heading', { level: 1, name: 'Product not found' })).toBeTruthy();
    expect(screen.getByText('The product details could not be loaded.')).toBeTruthy();
  });

  it('opened on this device before the quotation was saved, shows the product once it is (another tab got the quote)', async () => {
    await openDetails(product.id);
    expect(screen.getByRole('heading', { level: 1, name: 'Product not found' })).toBeTruthy();
    await saveDraftOnDevice();
    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeTruthy();
  });
});
