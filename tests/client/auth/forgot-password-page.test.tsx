// /forgotPassword (point 2 and 5) and the reset step added on the same page (contract 1 and 2).
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { toast as sonnerToast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveApiForClientTests } from '../../helpers/client-api-server';
import { renderAppAt } from '../../helpers/render-app';
import { passwordClient, testPassword } from '../../helpers/server-signup';
import { captureSms } from '../../helpers/server-sms';

const sms = captureSms();
const api = serveApiForClientTests({ sms: sms.sender });

afterEach(() => sonnerToast.dismiss());

function errorOf(field: HTMLElement): string | null {
  if (field.getAttribute('aria-invalid') !== 'true') return null;
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

async function openForgotPassword() {
  const user = userEvent.setup();
  renderAppAt('/forgotPassword');
  await screen.findByRole('heading', { level: 1, name: 'Forgot Password' });
  return user;
}

async function askForReset(user: UserEvent, phone: string) {
  const field = screen.getByRole('textbox', { name: /Phone Number/ });
  await user.clear(field);
  if (phone) await user.type(field, phone);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  return field;
}

describe('/forgotPassword', () => {
  it.each([
    ['', 'Phone Number is required to reset password'],
    ['07123456', 'Phone Number must be 10-15 digits, optionally starting with +'],
    ['+2547123456789012', 'Phone Number must be 10-15 digits, optionally starting with +'],
    ['0712-345-678', 'Phone Number must be 10-15 digits, optionally starting with +'],
  ])('phone "%s" → %s', async (phone, message) => {
    const user = await openForgotPassword();
    const field = await askForReset(user, phone);
    expect(errorOf(field)).toBe(message);
  });

  it('sends a code, then resets the password with it and goes to /login', async () => {
    const { msisdn } = (await passwordClient(api.app, api.database)).user;
    const user = await openForgotPassword();
    await askForReset(user, msisdn);
    expect(await screen.findByText('Reset instructions sent via SMS.')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: /Code from the SMS/ }), sms.lastResetCodeTo(msisdn));
    await user.type(screen.getByLabelText(/^New Password/), 'fresh-pass');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'fresh-pass');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/login'));

    const login = (password: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/home-insurance/users/login',
        payload: { msisdn, password },
        remoteAddress: '10.1.2.3',
      });
    expect((await login(testPassword)).statusCode).toBe(400);
    expect((await login('fresh-pass')).statusCode).toBe(200);
  });

  it('answers a phone without an account as any other, and the reset step follows', async () => {
    const user = await openForgotPassword();
    await askForReset(user, '254700000001');
    expect(await screen.findByText('Reset instructions sent via SMS.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Choose a new password' })).toBeTruthy();
  });

  it('says what the reset step needs, by each field (the change-password rules)', async () => {
    const user = await openForgotPassword();
    await askForReset(user, '254700000002');
    const code = await screen.findByRole('textbox', { name: /Code from the SMS/ });
    const newPassword = screen.getByLabelText(/^New Password/);
    const confirm = screen.getByLabelText(/^Confirm New Password/);
    const save = screen.getByRole('button', { name: 'Set New Password' });

    await user.click(save);
    expect(errorOf(code)).toBe('Please enter the 4-digit code from the SMS.');
    expect(errorOf(newPassword)).toBe('New password is required.');

    await user.type(code, '12');
    await user.type(newPassword, 'abc12');
    await user.click(save);
    expect(errorOf(code)).toBe('Please enter the 4-digit code from the SMS.');
    expect(errorOf(newPassword)).toBe('New password must be at least 6 characters long.');

    await user.type(code, '34');
    await user.type(newPassword, '3');
    await user.type(confirm, 'abc124');
    await user.click(save);
    expect(errorOf(code)).toBeNull();
    expect(errorOf(newPassword)).toBeNull();
    expect(errorOf(confirm)).toBe('New password and confirm password do not match.');
  });

  it('a wrong code shows the server’s message and stays on the page', async () => {
    const { msisdn } = (await passwordClient(api.app, api.database)).user;
    const user = await openForgotPassword();
    await askForReset(user, msisdn);
    // The SMS goes out while the request is answered; reading it before the page says so races the server.
    expect(await screen.findByText('Reset instructions sent via SMS.')).toBeTruthy();
    const right = sms.lastResetCodeTo(msisdn);
    const wrong = String((Number(right) + 1) % 10_000).padStart(4, '0');
    await user.type(await screen.findByRole('textbox', { name: /Code from the SMS/ }), wrong);
    await user.type(screen.getByLabelText(/^New Password/), 'fresh-pass');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'fresh-pass');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(window.location.pathname).toBe('/forgotPassword');
  });
});
