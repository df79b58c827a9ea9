// /login (point 2): Send OTP carries the phone to /otp; 'Use password instead' logs in with users/login.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, session } from '../../../src/client/state/session';
import { serveApiForClientTests } from '../../helpers/client-api-server';
import { renderAppAt } from '../../helpers/render-app';
import { signUpOverHttp, signupBody, testPassword } from '../../helpers/server-signup';
import { captureSms } from '../../helpers/server-sms';

const sms = captureSms();
const api = serveApiForClientTests({ sms: sms.sender });

beforeEach(() => clearSession());

/** An account with a password, made the way a client makes one. */
async function signedUpClient() {
  const body = signupBody();
  await signUpOverHttp(api.app, sms, body);
  return body;
}

async function openPasswordLogin() {
  const user = userEvent.setup();
  renderAppAt('/login');
  await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
  await user.click(screen.getByRole('button', { name: 'Use password instead' }));
  return user;
}

describe('/login', () => {
  it('asks for the phone with a placeholder like 071234XXX and sends a code with Send OTP', async () => {
    renderAppAt('/login');
    const phone = await screen.findByRole('textbox', { name: /Phone Number/ });
    expect(phone.getAttribute('placeholder')).toBe('071234XXX');
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeTruthy();
  });

  it('shows the server’s message by the phone field when the code cannot be sent', async () => {
    const user = userEvent.setup();
    renderAppAt('/login');
    const phone = await screen.findByRole('textbox', { name: /Phone Number/ });
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Phone number is required.')).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(phone.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Phone number is required.',
    );
    expect(window.location.pathname).toBe('/login');
  });

  // The refusal says how long to wait, in minutes, where the person reads it.
  it('a code asked for again too soon says how many minutes to wait', async () => {
    const client = await signedUpClient();
    // Signing up has just sent a code to this phone: another may follow only 30 seconds later.
    const user = userEvent.setup();
    renderAppAt('/login');
    await user.type(await screen.findByRole('textbox', { name: /Phone Number/ }), client.msisdn);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Too many code requests. Please try again in 1 minute.')).toBeTruthy();
    expect(window.location.pathname).toBe('/login');
  });

  it('logs in with the phone and password and goes to /profile', async () => {
    const client = await signedUpClient();
    const user = await openPasswordLogin();
    await user.type(screen.getByRole('textbox', { name: /Phone Number/ }), client.msisdn);
    await user.type(screen.getByLabelText(/^Password/), testPassword);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/profile'));
    expect(session.is_authenticated).toBe(true);
    expect(session.userDetails?.msisdn).toBe(`254${client.msisdn.slice(1)}`);
  });

  it('a wrong password says so and stays on /login', async () => {
    const client = await signedUpClient();
    const user = await openPasswordLogin();
    await user.type(screen.getByRole('textbox', { name: /Phone Number/ }), client.msisdn);
    await user.type(screen.getByLabelText(/^Password/), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect phone number or password.');
    expect(session.is_authenticated).toBe(false);
  });

  it('after too many wrong passwords shows the server’s 429 message', async () => {
    const client = await signedUpClient();
    const wrongPassword = () =>
      api.app.inject({
        method: 'POST',
        url: '/api/home-insurance/users/login',
        payload: { msisdn: client.msisdn, password: 'guess' },
        remoteAddress: '10.9.8.7',
      });
    let refused = await wrongPassword();
    for (let attempt = 0; attempt < 12 && refused.statusCode !== 429; attempt += 1)
      refused = await wrongPassword();
    expect(refused.statusCode).toBe(429);
    const user = await openPasswordLogin();
    await user.type(screen.getByRole('textbox', { name: /Phone Number/ }), client.msisdn);
    await user.type(screen.getByLabelText(/^Password/), testPassword);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refused.json().message);
    expect(session.is_authenticated).toBe(false);
  });

  it('shows and hides the password', async () => {
    const user = await openPasswordLogin();
    const password = screen.getByLabelText(/^Password/);
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('password');
  });
});
