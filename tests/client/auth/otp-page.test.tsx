// /otp (point 2): the four boxes, Verify, Resend with its countdown, Back to Login, the no-phone error.
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, session, signIn } from '../../../src/client/state/session';
import { sessionUser } from '../../fixtures/session-user';
import { otpBox, otpBoxValues, renderOtpPageFor } from '../../helpers/auth-pages';
import { serveApiForClientTests } from '../../helpers/client-api-server';
import { renderAppAt } from '../../helpers/render-app';
import { captureSms } from '../../helpers/server-sms';
import { createTestUser, uniqueMsisdn } from '../../helpers/server-users';

const sms = captureSms();
const api = serveApiForClientTests({ sms: sms.sender });

beforeEach(() => clearSession());
afterEach(() => vi.useRealTimers());

async function openOtpPage(phone = '0712345678') {
  renderOtpPageFor(phone);
  await screen.findByRole('heading', { level: 1, name: 'Enter OTP' });
}

describe('the OTP boxes', () => {
  it('start with the focus on the first box, each labelled for screen readers', async () => {
    await openOtpPage();
    expect(document.activeElement).toBe(otpBox(1));
    expect(otpBox(1).getAttribute('inputmode')).toBe('numeric');
    expect(otpBox(1).getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('move on to the next box after a digit', async () => {
    const user = userEvent.setup();
    await openOtpPage();
    await user.keyboard('1');
    expect(document.activeElement).toBe(otpBox(2));
    await user.keyboard('2');
    expect(document.activeElement).toBe(otpBox(3));
    expect(otpBoxValues()).toEqual(['1', '2', '', '']);
  });

  it('go back a box on Backspace in an empty box', async () => {
    const user = userEvent.setup();
    await openOtpPage();
    await user.keyboard('12');
    expect(document.activeElement).toBe(otpBox(3));
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(otpBox(2));
    // The box it went back to is selected, so a second Backspace clears its digit.
    await user.keyboard('{Backspace}');
    expect(otpBoxValues()).toEqual(['1', '', '', '']);
  });

  it('take digits only', async () => {
    const user = userEvent.setup();
    await openOtpPage();
    await user.keyboard('a-. 7');
    expect(otpBoxValues()).toEqual(['7', '', '', '']);
    expect(document.activeElement).toBe(otpBox(2));
  });

  it('spread a pasted 4-digit code over all four boxes', async () => {
    const user = userEvent.setup();
    await openOtpPage();
    await user.paste('4 8 1 5');
    expect(otpBoxValues()).toEqual(['4', '8', '1', '5']);
    expect(screen.getByRole('button', { name: 'Verify OTP' }).hasAttribute('disabled')).toBe(false);
  });

  it('spread a code the phone fills in from the SMS (one-time-code autofill) over all four boxes', async () => {
    await openOtpPage();
    // Autofill writes the whole code into the first box's value in one input event.
    fireEvent.change(otpBox(1), { target: { value: '9031' } });
    expect(otpBoxValues()).toEqual(['9', '0', '3', '1']);
  });
});

describe('/otp', () => {
  it('without a phone in navigation state says so and goes to /login', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderAppAt('/otp');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('heading', { level: 1, name: 'Enter OTP' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Phone number not provided. Please log in again.');
    expect(screen.queryByRole('textbox', { name: 'Digit 1 of 4' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    vi.useRealTimers();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeTruthy();
    expect(window.location.pathname).toBe('/login');
  });

  it('offers Resend OTP after a visible countdown, and the resend sends a new code', async () => {
    const client = await createTestUser(api.database, { msisdn: uniqueMsisdn() });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await openOtpPage(client.msisdn);
    const countingDown = screen.getByRole('button', { name: 'Resend OTP in 30 s' });
    expect(countingDown.hasAttribute('disabled')).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole('button', { name: 'Resend OTP in 20 s' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    vi.useRealTimers();
    const sentBefore = sms.messages().length;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByRole('button', { name: /^Resend OTP in \d+ s$/ })).toBeTruthy();
    expect(sms.messages().length).toBe(sentBefore + 1);
    expect(sms.lastCodeTo(client.msisdn)).toMatch(/^\d{4}$/);
  });

  it('signs in with the code from the SMS and goes to /profile', async () => {
    const user = userEvent.setup();
    const client = await createTestUser(api.database, { msisdn: uniqueMsisdn(), name: 'Amina Otieno' });
    renderAppAt('/login');
    await user.type(await screen.findByRole('textbox', { name: /Phone Number/ }), client.msisdn);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByRole('heading', { level: 1, name: 'Enter OTP' });
    expect(window.location.pathname).toBe('/otp');
    expect((window.history.state as { phone?: string }).phone).toBe(client.msisdn);

    await user.keyboard(sms.lastCodeTo(client.msisdn));
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/profile'));
    expect(session.is_authenticated).toBe(true);
    expect(session.userDetails?.id).toBe(client.id);
  });

  it('a wrong code shows the server’s message and signs out whoever was signed in here', async () => {
    const user = userEvent.setup();
    const client = await createTestUser(api.database, { msisdn: uniqueMsisdn() });
    signIn({ token: 'someone-else', user: sessionUser({ id: 'someone-else' }) });
    await api.app.inject({
      method: 'POST',
      url: '/api/home-insurance/users/otp/request',
      payload: { Identifier: client.msisdn },
    });
    const wrong = String((Number(sms.lastCodeTo(client.msisdn)) + 1) % 10_000).padStart(4, '0');
    await openOtpPage(client.msisdn);
    await user.keyboard(wrong);
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The code is incorrect.');
    expect(otpBox(1).getAttribute('aria-invalid')).toBe('true');
    expect(session.is_authenticated).toBe(false);
    expect(window.location.pathname).toBe('/otp');
  });

  it('Back to Login goes to /login', async () => {
    const user = userEvent.setup();
    await openOtpPage();
    await user.click(screen.getByRole('link', { name: 'Back to Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeTruthy();
  });
});
