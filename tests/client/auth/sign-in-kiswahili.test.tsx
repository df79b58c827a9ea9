// Issue 28: signing in and up in Kiswahili. /login and /signup show their headings, labels and buttons in
// Kiswahili when the page's language is Kiswahili, and none of their English.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import LoginPage from '../../../src/client/pages/login-page';
import SignupPage from '../../../src/client/pages/signup-page';
import { readInLanguage, setLanguageSource } from '../../../src/domain/language/current-language';
import { signInScreenMessages } from '../../../src/domain/sign-in-screen-messages';
import { signupScreenMessages } from '../../../src/domain/signup-messages';

const sw = <Text,>(read: () => Text) => readInLanguage('sw', read);

beforeEach(() => setLanguageSource(() => 'sw'));
afterEach(() => setLanguageSource(() => 'en'));

describe('signing in and up in Kiswahili', () => {
  it('words /login in Kiswahili, with the password form too', async () => {
    render(<LoginPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: sw(() => signInScreenMessages.welcomeBack) }),
    ).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: new RegExp(sw(() => signInScreenMessages.phoneNumber)) }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: sw(() => signInScreenMessages.sendOtp) })).toBeTruthy();
    expect(screen.queryByText('Welcome Back')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send OTP' })).toBeNull();

    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: sw(() => signInScreenMessages.usePassword) }));
    expect(screen.getByRole('button', { name: sw(() => signInScreenMessages.logIn) })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log In' })).toBeNull();
  });

  it('words /signup in Kiswahili', () => {
    render(<SignupPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: sw(() => signupScreenMessages.title) }),
    ).toBeTruthy();
    expect(screen.getByRole('option', { name: sw(() => signupScreenMessages.tenant) })).toBeTruthy();
    expect(screen.getByRole('button', { name: sw(() => signupScreenMessages.createAccount) })).toBeTruthy();
    expect(screen.queryByText('Full Name')).toBeNull();
    expect(screen.queryByRole('option', { name: 'Tenant' })).toBeNull();
  });
});
