import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { wizardDraftSlot } from '../../../src/client/wizard/state/wizard-autosave';
import { emptyWizardDraft } from '../../../src/client/wizard/state/wizard-draft';
import {
  chooseOwnership,
  replaceWizardDraft,
  storeQuotation,
  wizard,
} from '../../../src/client/wizard/state/wizard-store';
import { coverageMessages } from '../../../src/domain/coverage-rules';
import { moneyMessages } from '../../../src/domain/money';
import { quotation, quotedProduct } from '../../fixtures/quotation';
import { serveApiForClientTests } from '../../helpers/client-api-server';
import { freshDevice, openWizard } from '../../helpers/wizard-render';

/** Set by a test to hold quotation requests at the server until it lets them go. */
let holdQuotes: Promise<void> | null = null;
serveApiForClientTests({
  beforeListen: (app) =>
    app.addHook('onRequest', async (request) => {
      if (request.url.endsWith('/quotations/quote') && holdQuotes) await holdQuotes;
    }),
});

beforeEach(freshDevice);

const household = () => screen.getByRole('group', { name: 'Household items' });
const gadgets = () => screen.getByRole('group', { name: 'Portable gadgets' });

describe('Coverage Details', () => {
  it('asks whether the visitor owns the building before Next can be pressed', async () => {
    await openWizard();
    expect(screen.getByRole('heading', { level: 1, name: 'Coverage Details' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Are you the owner of the building?' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the building questions to owners only', async () => {
    const user = userEvent.setup();
    await openWizard();
    await user.click(screen.getByRole('radio', { name: /Yes, I own it/ }));
    for (const label of [
      'Value of the building',
      'Location',
      'County / town',
      'Type of residence',
      'Construction material',
      'House number',
      'Plot number',
    ]) {
      expect(screen.getByLabelText(label, { exact: false })).toBeTruthy();
    }
    await user.click(screen.getByRole('radio', { name: /tenant/ }));
    expect(screen.queryByLabelText('Value of the building', { exact: false })).toBeNull();
  });

  it('a tenant with no contents cannot continue', async () => {
    const user = userEvent.setup();
    await openWizard();
    await user.click(screen.getByRole('radio', { name: /tenant/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Please ensure all item values match the specified totals',
    );
  });

  it('an owner with contents but no building value cannot continue, and the building field says why', async () => {
    const user = userEvent.setup();
    await openWizard();
    await user.click(screen.getByRole('radio', { name: /Yes, I own it/ }));
    await user.type(screen.getByLabelText('Location', { exact: false }), 'Milimani, Kisumu');
    await user.type(within(household()).getByLabelText('Total value of household items'), '600000');
    await user.type(within(gadgets()).getByLabelText('Total value of portable gadgets'), '90000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(coverageMessages.incomplete)).toBeTruthy();
    expect(screen.getByText(coverageMessages.building)).toBeTruthy();
    expect(screen.queryByText(coverageMessages.location)).toBeNull();
    expect(wizard.formNavigation.currentStep).toBe(1);
    // Put right, the field's message goes at once.
    await user.type(screen.getByLabelText('Value of the building', { exact: false }), '3000000');
    expect(screen.queryByText(coverageMessages.building)).toBeNull();
  });

  it('money inputs show thousands separators, and take commas and spaces', async () => {
    const user = userEvent.setup();
    await openWizard();
    await user.click(screen.getByRole('radio', { name: /tenant/ }));
    const total = within(household()).getByLabelText('Total value of household items') as HTMLInputElement;
    await user.type(total, '250 000');
    expect(total.value).toBe('250,000');
    expect(wizard.tenant.tenantData.valueOfHousehold).toBe(250000);
  });

  // '150000.50' once became KSh 15,000,050 and '1.5m' became 15, silently.
  it.each([
    ['150000.50', moneyMessages.wholeShillings],
    ['1.5m', moneyMessages.digitsOnly],
  ])(
    'a total typed as %s is kept as typed, says why at the field and is never rescaled',
    async (typed, message) => {
      const user = userEvent.setup();
      await openWizard();
      await user.click(screen.getByRole('radio', { name: /tenant/ }));
      const total = within(household()).getByLabelText('Total value of household items') as HTMLInputElement;
      await user.type(total, typed);
      // Separators appear while it is still an amount; nothing typed is dropped.
      expect(total.value.replace(/,/g, '')).toBe(typed);
      expect(total.getAttribute('aria-invalid')).toBe('true');
      const described = (total.getAttribute('aria-describedby') ?? '').split(' ');
      expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(message);
      expect(wizard.tenant.tenantData.valueOfHousehold).toBeFalsy();
      // Put right, the message goes and the amount is the one typed.
      await user.clear(total);
      await user.type(total, '150000');
      expect(total.getAttribute('aria-invalid')).toBeNull();
      expect(screen.queryByText(message)).toBeNull();
      expect(wizard.tenant.tenantData.valueOfHousehold).toBe(150000);
    },
  );

  it('an item value with a decimal point says so at the field and is not added rescaled', async () => {
    const user = userEvent.setup();
    await openWizard();
    await user.click(screen.getByRole('radio', { name: /tenant/ }));
    await user.type(within(household()).getByLabelText('Total value of household items'), '12500');
    await user.click(within(household()).getByRole('button', { name: 'List the items (optional)' }));
    const value = within(household()).getByLabelText('Household item 1 value (KSh)') as HTMLInputElement;
    await user.type(value, '125.00');
    expect(value.value).toBe('125.00');
    expect(within(household()).getByText(moneyMessages.wholeShillings)).toBeTruthy();
    expect(wizard.pendingRows.household[0]?.value).not.toBe('12500');
    await user.clear(value);
    await user.type(value, '12,500');
    expect(value.value).toBe('12,500');
    expect(wizard.pendingRows.household[0]?.value).toBe('12500');
    await user.type(within(household()).getByLabelText('Household item 1 name'), 'Television');
    await user.click(within(household()).getByRole('button', { name: 'Add Items' }));
    expect(wizard.tenant.tenantData.householdItemsDescriptions).toEqual([
      { name: 'Television', value: 12500 },
    ]);
  });

  it('checks listed items against the total with the spec messages, then adds them', async () => {
    const user = userEvent.setup();
    await openWizard();
    await user.click(screen.getByRole('radio', { name: /tenant/ }));
    await user.type(within(household()).getByLabelText('Total value of household items'), '50000');
    await user.click(within(household()).getByRole('button', { name: 'List the items (optional)' }));

    const addItems = within(household()).getByRole('button', { name: 'Add Items' }) as HTMLButtonElement;
    expect(addItems.disabled).toBe(true);

    await user.type(within(household()).getByLabelText('Household item 1 name'), 'TV and radio');
    await user.type(within(household()).getByLabelText('Household item 1 value (KSh)'), '20000');
    await user.click(addItems);
    expect(within(household()).getByRole('alert').textContent).toBe(
      "Item names cannot contain 'and', '&', '+', 'or', or '/'",
    );

    await user.clear(within(household()).getByLabelText('Household item 1 name'));
    await user.type(within(household()).getByLabelText('Household item 1 name'), 'Television');
    await user.click(addItems);
    expect(within(household()).getByRole('alert').textContent).toBe(
      'Total value must exactly match specified amount (KSh 50,000)',
    );

    await user.click(within(household()).getByRole('button', { name: 'Add Row' }));
    await user.type(within(household()).getByLabelText('Household item 2 name'), 'Sofa set');
    await user.type(within(household()).getByLabelText('Household item 2 value (KSh)'), '40000');
    await user.click(addItems);
    expect(within(household()).getByRole('alert').textContent).toBe(
      'Total value exceeds specified amount (KSh 50,000)',
    );

    await user.clear(within(household()).getByLabelText('Household item 2 value (KSh)'));
    await user.type(within(household()).getByLabelText('Household item 2 value (KSh)'), '30000');
    await user.click(addItems);
    expect(within(household()).queryByRole('alert')).toBeNull();
    const added = within(household()).getByRole('list', { name: 'Household items added' });
    expect(added.textContent).toContain('Television');
    expect(added.textContent).toContain('KSh 30,000');
    expect(wizard.tenant.tenantData.householdItemsDescriptions).toEqual([
      { name: 'Television', value: 20000 },
      { name: 'Sofa set', value: 30000 },
    ]);
  });

  it('changing owner/tenant clears the item lists and the error', async () => {
    const user = userEvent.setup();
    await openWizard();
    await user.click(screen.getByRole('radio', { name: /tenant/ }));
    // A list that does not add up to its total: Next refuses it.
    wizard.tenant.tenantData.valueOfHousehold = 1000;
    wizard.tenant.tenantData.householdItemsDescriptions = [{ name: 'Kettle', value: 600 }];
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Please ensure all item values match the specified totals',
    );
    await user.click(screen.getByRole('radio', { name: /Yes, I own it/ }));
    await user.click(screen.getByRole('radio', { name: /tenant/ }));
    expect(wizard.tenant.tenantData.householdItemsDescriptions).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('changing owner/tenant also clears the item list’s own message', async () => {
    const user = userEvent.setup();
    await openWizard();
    // Both answers have household goods, so the item list stays on screen across the switch.
    await user.click(screen.getByRole('radio', { name: /Yes, I own it/ }));
    await user.type(within(household()).getByLabelText('Total value of household items'), '100000');
    await user.click(screen.getByRole('radio', { name: /tenant/ }));
    await user.type(within(household()).getByLabelText('Total value of household items'), '50000');
    await user.click(within(household()).getByRole('button', { name: 'List the items (optional)' }));
    await user.type(within(household()).getByLabelText('Household item 1 name'), 'TV and radio');
    await user.type(within(household()).getByLabelText('Household item 1 value (KSh)'), '50000');
    await user.click(within(household()).getByRole('button', { name: 'Add Items' }));
    expect(within(household()).getByRole('alert').textContent).toBe(
      "Item names cannot contain 'and', '&', '+', 'or', or '/'",
    );

    await user.click(screen.getByRole('radio', { name: /Yes, I own it/ }));
    const listAgain = within(household()).queryByRole('button', { name: 'List the items (optional)' });
    if (listAgain) await user.click(listAgain);
    expect((within(household()).getByLabelText('Household item 1 name') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads Getting Quotation... and cannot be pressed again while the quotation is on its way', async () => {
    const user = userEvent.setup();
    let release = () => {};
    holdQuotes = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      await openWizard();
      await user.click(screen.getByRole('radio', { name: /tenant/ }));
      await user.type(within(household()).getByLabelText('Total value of household items'), '300000');
      await user.click(screen.getByRole('button', { name: 'Next' }));
      const busy = (await screen.findByRole('button', { name: 'Getting Quotation...' })) as HTMLButtonElement;
      expect(busy.disabled).toBe(true);
      expect(busy.getAttribute('aria-busy')).toBe('true');
      release();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Choose Your Policy' }, { timeout: 5000 }),
      ).toBeTruthy();
    } finally {
      release();
      holdQuotes = null;
    }
  });

  it('keeps the answers on the device and restores them at the same step after a reload', async () => {
    const user = userEvent.setup();
    await openWizard();
    await user.click(screen.getByRole('radio', { name: /Yes, I own it/ }));
    await user.type(screen.getByLabelText('Location', { exact: false }), 'Kilimani');
    await waitFor(async () => {
      const saved = await wizardDraftSlot.load();
      expect(saved?.owner.ownerData.location).toBe('Kilimani');
    });
    // A reload: the in-memory store is gone, the device's copy is not.
    cleanup();
    replaceWizardDraft(emptyWizardDraft());
    await openWizard();
    expect((screen.getByLabelText('Location', { exact: false }) as HTMLInputElement).value).toBe('Kilimani');
    expect((screen.getByRole('radio', { name: /Yes, I own it/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('a list left under a total cleared to nothing is not sent, and comes back when a total is typed again', async () => {
    const user = userEvent.setup();
    await openWizard();
    await user.click(screen.getByRole('radio', { name: /tenant/ }));
    const householdTotal = within(household()).getByLabelText('Total value of household items');
    await user.type(householdTotal, '50000');
    await user.click(within(household()).getByRole('button', { name: 'List the items (optional)' }));
    await user.type(within(household()).getByLabelText('Household item 1 name'), 'Sofa');
    await user.type(within(household()).getByLabelText('Household item 1 value (KSh)'), '50000');
    await user.click(within(household()).getByRole('button', { name: 'Add Items' }));
    expect(within(household()).getByRole('list', { name: 'Household items added' }).textContent).toContain(
      'Sofa',
    );

    await user.clear(householdTotal);
    await user.type(within(gadgets()).getByLabelText('Total value of portable gadgets'), '80000');
    expect(screen.getByRole('region', { name: 'Your contents' }).textContent).not.toContain('Sofa');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // The real API prices it: the household list was not sent under a total of nothing.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose Your Policy' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(wizard.tenant.quotationData?.request).toMatchObject({
      value_of_house_hold_items: 0,
      house_hold_items: [],
      value_of_portable_items: 80000,
    });

    await user.click(screen.getByRole('button', { name: 'Get New Quote' }));
    await screen.findByRole('heading', { level: 1, name: 'Coverage Details' });
    await user.type(within(household()).getByLabelText('Total value of household items'), '50000');
    expect(within(household()).getByRole('list', { name: 'Household items added' }).textContent).toContain(
      'Sofa',
    );
  });

  it('shows an already-obtained quotation by its name, description and products', async () => {
    const user = userEvent.setup();
    chooseOwnership('tenant');
    storeQuotation(
      quotation([
        quotedProduct(),
        quotedProduct({ id: 'pwani-salama', name: 'Salama Home', description: 'Cover for coastal homes.' }),
      ]),
    );
    await openWizard();
    const section = screen.getByRole('region', { name: 'Tenant cover: Household + Portable' });
    expect(section.textContent).toContain(
      'Contents KSh 300,000, All-risks KSh 50,000. 2 options priced on 22 November 2026.',
    );
    const options = within(section).getByRole('list', { name: 'Priced options' });
    expect(options.textContent).toContain('Home Classic');
    expect(options.textContent).toContain('Contents and all-risks cover for tenants.');
    expect(options.textContent).toContain('Salama Home');
    expect(options.textContent).toContain('Cover for coastal homes.');
    expect(options.textContent).toContain('KSh 3,049 per year');
    await user.click(within(section).getByRole('button', { name: 'See these options' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose Your Policy' })).toBeTruthy();
  });
});
