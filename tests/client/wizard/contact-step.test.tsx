import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestQuotation } from '../../../src/client/api/quotations-api';
import { requestOtp, verifyOtp } from '../../../src/client/api/users-api';
import { clearSession, session, signIn } from '../../../src/client/state/session';
import {
  chooseOwnership,
  goToStep,
  selectPolicy,
  storeQuotation,
  wizard,
} from '../../../src/client/wizard/state/wizard-store';
import { serveApiForClientTests } from '../../helpers/client-api-server';
import { captureSms } from '../../helpers/server-sms';
import { createTestUser, uniqueMsisdn } from '../../helpers/server-users';
import { freshDevice, openWizard } from '../../helpers/wizard-render';

const sms = captureSms();
let lookups = 0;
/** When each lookup reached the server (ms since the epoch). */
let lookupArrivals: number[] = [];
/** Set by a test: the connection drops on lookups, as on a phone losing its signal. */
let dropLookups = false;
const api = serveApiForClientTests({
  sms: sms.sender,
  beforeListen: (app) =>
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.includes('/users/exists/')) return;
      lookups += 1;
      lookupArrivals.push(Date.now());
      if (dropLookups) {
        reply.hijack();
        request.raw.socket.destroy();
      }
    }),
});

beforeEach(async () => {
  await freshDevice();
  clearSession();
  lookups = 0;
  lookupArrivals = [];
  dropLookups = false;
  // A real quotation from the API, with a product chosen: the state a visitor reaches step 3 in.
  chooseOwnership('tenant');
  const quotation = await requestQuotation(
    { is_owner: '0', value_of_house_hold_items: 200000 },
    crypto.randomUUID(),
  );
  storeQuotation(quotation);
  const [product] = quotation.products;
  if (!product) throw new Error('the catalogue priced nothing');
  selectPolicy(product);
  goToStep(3);
});

async function fill(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  const input = screen.getByLabelText(label, { exact: false });
  await user.clear(input);
  await user.type(input, value);
}

describe('Contact & KYC', () => {
  it('links to the privacy notice where the details are asked for (DPA 2019 s.29)', async () => {
    await openWizard();
    const link = await screen.findByRole('link', { name: 'privacy notice' });
    expect(link.getAttribute('href')).toBe('/terms#privacy');
  });

  it('keeps Continue disabled and says the first problem until every detail is valid', async () => {
    const user = userEvent.setup();
    await openWizard();
    const continueButton = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(continueButton.disabled).toBe(true);
    expect(screen.getByText('Please enter your full name')).toBeTruthy();
    await fill(user, 'Full name', 'Achieng Otieno');
    expect(screen.getByText('Please enter your phone number')).toBeTruthy();
    await fill(user, 'M-Pesa mobile number', '0812345678');
    expect(
      screen.getByText('Please enter a valid Kenyan phone number (07XXXXXXXX or +254XXXXXXXXX)'),
    ).toBeTruthy();
    expect(continueButton.disabled).toBe(true);
  });

  it('tells a new visitor there is no account, once, after they stop typing', async () => {
    const user = userEvent.setup();
    await openWizard();
    await fill(user, 'M-Pesa mobile number', `0${uniqueMsisdn().slice(3)}`);
    expect(await screen.findByText('User does not exist.', {}, { timeout: 3000 })).toBeTruthy();
    // The same number again (typed in another form) is not looked up twice.
    const typed = (screen.getByLabelText('M-Pesa mobile number', { exact: false }) as HTMLInputElement).value;
    await fill(user, 'M-Pesa mobile number', `+254${typed.slice(1)}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(lookups).toBe(1);
  });

  it('waits 800 ms after the last keystroke before looking up', async () => {
    const user = userEvent.setup();
    await openWizard();
    const phone = screen.getByLabelText('M-Pesa mobile number', { exact: false });
    let lastKeystroke = 0;
    phone.addEventListener('input', () => {
      lastKeystroke = Date.now();
    });
    await user.type(phone, `0${uniqueMsisdn().slice(3)}`);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(lookups).toBe(0);
    await screen.findByText('User does not exist.', {}, { timeout: 3000 });
    expect(lookupArrivals).toHaveLength(1);
    expect((lookupArrivals[0] ?? 0) - lastKeystroke).toBeGreaterThanOrEqual(800);
  });

  it('forgets the account found for a number once the number is no longer valid', async () => {
    const user = userEvent.setup();
    const client = await createTestUser(api.database);
    await openWizard();
    const phone = screen.getByLabelText('M-Pesa mobile number', { exact: false });
    await user.type(phone, `0${client.msisdn.slice(3)}`);
    expect(await screen.findByText('User found by phone!', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify with a code' })).toBeTruthy();

    await user.type(phone, '{Backspace}');
    expect(screen.queryByText('User found by phone!')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Verify with a code' })).toBeNull();
    expect(screen.queryByText(/Welcome back/)).toBeNull();

    // The same number typed back: its answer returns without asking the server again.
    await user.type(phone, client.msisdn.slice(-1));
    expect(await screen.findByText('User found by phone!')).toBeTruthy();
    expect(lookups).toBe(1);
  });

  it('says the check failed when the connection drops during the lookup', async () => {
    const user = userEvent.setup();
    dropLookups = true;
    await openWizard();
    await fill(user, 'M-Pesa mobile number', `0${uniqueMsisdn().slice(3)}`);
    expect(
      await screen.findByText('An error occurred while checking user.', {}, { timeout: 3000 }),
    ).toBeTruthy();
  });

  it('shows a returning client only masked hints until they verify with a code, then fills and locks their details', async () => {
    const user = userEvent.setup();
    const client = await createTestUser(api.database, { name: 'Jane Wanjiku Kamau', profession: 'Nurse' });
    await openWizard();
    await fill(user, 'M-Pesa mobile number', `0${client.msisdn.slice(3)}`);
    expect(await screen.findByText('User found by phone!', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText(/Welcome back, J\*\*\* W\*\*\* K\*\*\*/)).toBeTruthy();
    expect(document.body.textContent).not.toContain(client.idNumber);
    expect(document.body.textContent).not.toContain('Wanjiku');
    expect((screen.getByLabelText('Full name', { exact: false }) as HTMLInputElement).value).toBe('');

    await user.click(screen.getByRole('button', { name: 'Verify with a code' }));
    await screen.findByLabelText('4-digit code');
    await user.type(screen.getByLabelText('4-digit code'), sms.lastCodeTo(client.msisdn));
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(
      () =>
        expect((screen.getByLabelText('Full name', { exact: false }) as HTMLInputElement).value).toBe(
          'Jane Wanjiku Kamau',
        ),
      {
        timeout: 4000,
      },
    );
    const idNumber = screen.getByLabelText('ID number', { exact: false }) as HTMLInputElement;
    expect(idNumber.value).toBe(client.idNumber);
    expect(idNumber.readOnly).toBe(true);
    expect((screen.getByLabelText('Profession', { exact: false }) as HTMLInputElement).value).toBe('Nurse');
    expect(wizard.userDetails.userId).toBe(client.id);
  });

  it('offers a returning client found by e-mail a code by SMS to their phone, then fills and locks their details', async () => {
    const user = userEvent.setup();
    const client = await createTestUser(api.database, { name: 'Otieno Ouma', msisdn: uniqueMsisdn() });
    const localPhone = `0${client.msisdn.slice(3)}`;
    await openWizard();
    await fill(user, 'Email address', client.email ?? '');
    expect(await screen.findByText('User found by email!', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText(/Welcome back, O\*\*\* O\*\*\*/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Verify with a code' }));
    expect(
      await screen.findByText('If this address has an account, we have sent a code to its phone.'),
    ).toBeTruthy();
    expect(document.body.textContent).not.toContain(localPhone);
    await user.type(screen.getByLabelText('4-digit code'), sms.lastCodeTo(client.msisdn));
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    const phone = screen.getByLabelText('M-Pesa mobile number', { exact: false }) as HTMLInputElement;
    await waitFor(() => expect(phone.value).toBe(localPhone), { timeout: 4000 });
    expect(phone.readOnly).toBe(true);
    const name = screen.getByLabelText('Full name', { exact: false }) as HTMLInputElement;
    expect(name.value).toBe('Otieno Ouma');
    expect(name.readOnly).toBe(true);
    expect((screen.getByLabelText('Email address', { exact: false }) as HTMLInputElement).readOnly).toBe(
      true,
    );
    expect(wizard.userDetails.userId).toBe(client.id);
  });

  it('a signed-in client finds their details filled from their profile and locked, without typing', async () => {
    const client = await createTestUser(api.database, { name: 'Wambui Njeri', profession: 'Engineer' });
    await requestOtp(client.msisdn);
    const verified = await verifyOtp(client.msisdn, sms.lastCodeTo(client.msisdn));
    signIn({ token: verified.user_token, user: verified.user, msisdn: verified.user.msisdn });

    await openWizard();
    const phone = screen.getByLabelText('M-Pesa mobile number', { exact: false }) as HTMLInputElement;
    await waitFor(() => expect(phone.value).toBe(`0${client.msisdn.slice(3)}`), { timeout: 4000 });
    expect(phone.readOnly).toBe(true);
    const name = screen.getByLabelText('Full name', { exact: false }) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Wambui Njeri'), { timeout: 4000 });
    expect(name.readOnly).toBe(true);
    await waitFor(
      () =>
        expect((screen.getByLabelText('Profession', { exact: false }) as HTMLInputElement).value).toBe(
          'Engineer',
        ),
      { timeout: 4000 },
    );
    expect((screen.getByLabelText('ID number', { exact: false }) as HTMLInputElement).readOnly).toBe(true);
    expect(wizard.userDetails.userId).toBe(client.id);
  });

  async function fillValidDetails(user: ReturnType<typeof userEvent.setup>) {
    await fill(user, 'Full name', 'Achieng Otieno');
    await fill(user, 'M-Pesa mobile number', `0${uniqueMsisdn().slice(3)}`);
    await fill(user, 'Email address', 'achieng@example.com');
    await fill(user, 'ID number', '29876543');
    await fill(user, 'Profession', 'Teacher');
    await fill(user, 'Postal address', 'P.O. Box 100-00100, Nairobi');
    await fill(user, 'KRA PIN', 'A012345678Z');
  }

  it('a wrong code signs out whoever was signed in on this device', async () => {
    const user = userEvent.setup();
    const signedIn = await createTestUser(api.database);
    await requestOtp(signedIn.msisdn);
    const verified = await verifyOtp(signedIn.msisdn, sms.lastCodeTo(signedIn.msisdn));
    signIn({ token: verified.user_token, user: verified.user, msisdn: verified.user.msisdn });
    const other = await createTestUser(api.database);
    // Another person's number already in the form (typed before the sign-in): a signed-in client's own
    // profile fills only an empty form, and locks the phone it fills.
    wizard.userDetails.mpesaNumber = `0${other.msisdn.slice(3)}`;

    await openWizard();
    await user.click(await screen.findByRole('button', { name: 'Verify with a code' }, { timeout: 3000 }));
    await screen.findByLabelText('4-digit code');
    const code = sms.lastCodeTo(other.msisdn);
    await user.type(
      screen.getByLabelText('4-digit code'),
      String((Number(code) + 1) % 10_000).padStart(4, '0'),
    );
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('The code is incorrect.')).toBeTruthy();
    expect(session.is_authenticated).toBe(false);
    expect(session.auth_token).toBe('');
    // Signed out, the lookup runs again; the message and the code box stay for another try.
    await waitFor(() => expect(lookups).toBe(2), { timeout: 3000 });
    expect(screen.getByText('The code is incorrect.')).toBeTruthy();
    expect(screen.getByLabelText('4-digit code')).toBeTruthy();
    expect((screen.getByLabelText('Full name', { exact: false }) as HTMLInputElement).value).toBe('');
  });

  it('Back within the second after saving stays back: no jump to review', async () => {
    const user = userEvent.setup();
    await openWizard();
    await fillValidDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Details saved successfully!', {}, { timeout: 3000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose Your Policy' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(wizard.formNavigation.currentStep).toBe(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Choose Your Policy' })).toBeTruthy();
  });

  it('says there is no quotation, rather than doing nothing, when Continue has none to save against', async () => {
    const user = userEvent.setup();
    wizard.tenant.quotationData = null;
    await openWizard();
    await fillValidDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('No quotation data available. Please go back and generate a quote.'),
    ).toBeTruthy();
    expect(wizard.formNavigation.currentStep).toBe(3);
  });

  it('saves the details, says so, and moves to review a second later', async () => {
    const user = userEvent.setup();
    await openWizard();
    await fillValidDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Details saved successfully!', {}, { timeout: 3000 })).toBeTruthy();
    expect(wizard.formNavigation.currentStep).toBe(3);
    await waitFor(() => expect(wizard.formNavigation.currentStep).toBe(4), { timeout: 2000 });
  });
});
