// /signup (point 2 and 5): every rule's message by its field, show/hide, consent, the code sent to the phone
// before any account is made, success, and the account an anonymous purchase made.
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, session } from '../../../src/client/state/session';
import { signupMessages } from '../../../src/domain/signup-messages';
import { serveApiForClientTests } from '../../helpers/client-api-server';
import { renderAppAt } from '../../helpers/render-app';
import { signUpOverHttp, signupBody, testPassword } from '../../helpers/server-signup';
import { captureSms } from '../../helpers/server-sms';
import { createTestUser, uniqueMsisdn } from '../../helpers/server-users';

const sms = captureSms();
const api = serveApiForClientTests({ sms: sms.sender });

beforeEach(() => clearSession());

const textField = (name: RegExp) => screen.getByRole('textbox', { name });
const passwordField = () => screen.getByLabelText(/^Password/);
const confirmField = () => screen.getByLabelText(/^Confirm Password/);

async function openSignup() {
  const user = userEvent.setup();
  renderAppAt('/signup');
  await screen.findByRole('heading', { level: 1, name: 'Create Account' });
  return user;
}

/** Types into a field, replacing what was there. */
async function retype(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.type(field, text);
}

type Body = ReturnType<typeof signupBody>;

async function fillForm(user: UserEvent, body: Body, { acceptTerms = true } = {}) {
  await retype(user, textField(/Full Name/), body.name);
  await retype(user, textField(/ID Number/), body.id_number);
  await retype(user, textField(/Phone Number/), body.msisdn);
  await retype(user, textField(/Email/), body.email);
  if (body.account_type) {
    await user.selectOptions(screen.getByRole('combobox', { name: /Account Type/ }), body.account_type);
  }
  await retype(user, passwordField(), body.password);
  await retype(user, confirmField(), body.confirm_password);
  if (acceptTerms) await user.click(screen.getByRole('checkbox'));
}

/** The message shown for the field, read through its aria-describedby as a screen reader would. */
function errorOf(field: HTMLElement): string | null {
  if (field.getAttribute('aria-invalid') !== 'true') return null;
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('/signup', () => {
  it('says what each empty field needs, by the field, and takes the focus to the first', async () => {
    const user = await openSignup();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(document.activeElement).toBe(textField(/Full Name/));
    expect(errorOf(textField(/Full Name/))).toBe('Full Name is required');
    expect(errorOf(textField(/ID Number/))).toBe('ID Number is required');
    expect(errorOf(textField(/Phone Number/))).toBe('Phone Number is required');
    expect(errorOf(textField(/Email/))).toBe('Email is required');
    expect(errorOf(screen.getByRole('combobox', { name: /Account Type/ }))).toBe('Account Type is required');
    expect(errorOf(passwordField())).toBe('Password is required');
    expect(errorOf(confirmField())).toBe('Confirm Password is required');
    expect(errorOf(screen.getByRole('checkbox'))).toBe(
      'Please accept the terms and the privacy notice to create an account.',
    );
  });

  it.each([
    ['Full Name', 'A', 'Name must be at least 2 characters', 'name'],
    ['Full Name', 'Achieng 0tieno', 'Name must contain only letters and spaces', 'name'],
    ['ID Number', '12345', 'ID Number must be 6-12 digits', 'id_number'],
    ['ID Number', '12345678901234', 'ID Number must be 6-12 digits', 'id_number'],
    ['Phone Number', '0812345678', 'Invalid phone number format', 'msisdn'],
    ['Email', 'achieng@mail', 'Invalid email address', 'email'],
  ] as const)('%s "%s" → %s', async (label, value, message, field) => {
    const user = await openSignup();
    await fillForm(user, signupBody({ [field]: value }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(errorOf(textField(new RegExp(label)))).toBe(message);
    expect(window.location.pathname).toBe('/signup');
  });

  it.each([
    ['Kinga#1', 'Password must be at least 8 characters'],
    ['KINGA#2026', 'Password must contain at least one lowercase letter'],
    ['kinga#2026', 'Password must contain at least one uppercase letter'],
    ['Kinga#kinga', 'Password must contain at least one number'],
    ['Kinga2026', 'Password must contain at least one special character'],
  ])('password "%s" → %s', async (password, message) => {
    const user = await openSignup();
    await fillForm(user, signupBody({ password, confirm_password: password }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(errorOf(passwordField())).toBe(message);
  });

  it('says when the passwords do not match', async () => {
    const user = await openSignup();
    await fillForm(user, signupBody({ confirm_password: 'Kinga#2027' }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(errorOf(confirmField())).toBe('Passwords must match');
  });

  it('asks for consent to the terms and the privacy notice, linking to both', async () => {
    const user = await openSignup();
    const consent = screen.getByRole('checkbox', {
      name: /I accept the Terms & Conditions and the privacy notice/,
    });
    expect(consent.hasAttribute('required')).toBe(true);
    const label = consent.closest('.consent') as HTMLElement;
    expect(within(label).getByRole('link', { name: 'Terms & Conditions' }).getAttribute('href')).toBe(
      '/terms',
    );
    expect(within(label).getByRole('link', { name: 'privacy notice' }).getAttribute('href')).toBe(
      '/terms#privacy',
    );
    await fillForm(user, signupBody(), { acceptTerms: false });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(errorOf(consent)).toBe('Please accept the terms and the privacy notice to create an account.');
  });

  it('shows and hides each password', async () => {
    const user = await openSignup();
    const toggles = screen.getAllByRole('button', { name: /^Show (password|confirm password)$/ });
    expect(toggles).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(confirmField().getAttribute('type')).toBe('text');
    expect(passwordField().getAttribute('type')).toBe('password');
  });

  it('sends a code to the phone, then creates the account, stores the session and goes to /products/homepackage replacing history', async () => {
    const user = await openSignup();
    const body = signupBody({ account_type: 'owner' });
    const msisdn = `254${body.msisdn.slice(1)}`;
    const lengthBefore = window.history.length;
    await fillForm(user, body);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    // Found by its words: the shell's offline banner is a status region too (empty while online).
    const sent = await screen.findByText(
      /^We have sent a code to your phone\. Enter it to create your account\./,
    );
    expect(sent.closest('[role="status"]')).not.toBeNull();
    expect(session.is_authenticated).toBe(false);
    await user.type(screen.getByRole('textbox', { name: /4-digit code/ }), sms.lastSignupCodeTo(msisdn));
    await user.click(screen.getByRole('button', { name: 'Verify and create account' }));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/products/homepackage'));
    // The wizard does not open on a new account without a word.
    expect(
      await screen.findByText(signupMessages.accountCreated({ firstName: body.name.split(' ')[0] ?? '' })),
    ).toBeTruthy();
    expect(window.history.length).toBe(lengthBefore);
    expect(session.is_authenticated).toBe(true);
    expect(session.auth_token).not.toBe('');
    expect(session.userDetails?.name).toBe(body.name);
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/home-insurance/users/login',
      payload: { msisdn: body.msisdn, password: testPassword },
    });
    expect(login.statusCode).toBe(200);
  });

  it('shows the server’s message when the phone already has an account', async () => {
    const body = signupBody();
    await signUpOverHttp(api.app, sms, body);
    const user = await openSignup();
    await fillForm(user, signupBody({ msisdn: body.msisdn }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An account with this phone number already exists. Please log in instead.',
    );
  });

  it('for the phone of a purchase’s account, sends a code to it and signs up with the code', async () => {
    // An account an anonymous purchase made: no password, details nobody proved.
    const msisdn = uniqueMsisdn();
    const bought = await createTestUser(api.database, { msisdn, detailsProvenAt: null, passwordHash: null });
    const user = await openSignup();
    await fillForm(user, signupBody({ msisdn: `0${msisdn.slice(3)}` }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const code = await screen.findByRole('textbox', { name: /4-digit code/ });
    await user.type(code, sms.lastSignupCodeTo(msisdn));
    await user.click(screen.getByRole('button', { name: 'Verify and create account' }));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/products/homepackage'));
    expect(session.userDetails?.id).toBe(bought.id);
  });
});
