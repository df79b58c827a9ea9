// Sign-in codes fill themselves: where the browser has the WebOTP API, each code step asks it for the code
// in the SMS (navigator.credentials.get, faked here: it is the browser's, the edge of this world), fills
// the boxes and sends the code as if typed, and stops asking when the step goes away.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PhoneCodeStep } from '../../../src/client/auth/phone-code-step';
import { PendingPhoneCard } from '../../../src/client/portal/profile/pending-phone-card';
import { clearSession, session } from '../../../src/client/state/session';
import { type Profile, ProfileResponseSchema } from '../../../src/domain/api';
import { otpBoxValues, renderOtpPageFor } from '../../helpers/auth-pages';
import { serveApiForClientTests } from '../../helpers/client-api-server';
import { captureSms } from '../../helpers/server-sms';
import { createTestUser, uniqueMsisdn } from '../../helpers/server-users';
import { importsOf, sourceFilesUnder } from '../../helpers/source-imports';
import { signInByCode } from '../portal/profile/signed-in-client';

const sms = captureSms();
const api = serveApiForClientTests({ sms: sms.sender });

interface OtpRequest {
  otp?: { transport: string[] };
  signal?: AbortSignal;
}

/** The browser's WebOTP API, answering each request once `deliver` is called (as an SMS arriving). */
function fakeWebOtp({ withApi = true } = {}) {
  const requests: OtpRequest[] = [];
  let deliver: (code: string) => void = () => {
    throw new Error('nothing asked for the code');
  };
  if (withApi) Object.defineProperty(window, 'OTPCredential', { value: class {}, configurable: true });
  Object.defineProperty(navigator, 'credentials', {
    configurable: true,
    value: {
      get: (request: OtpRequest) => {
        requests.push(request);
        return new Promise((resolve, reject) => {
          request.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          deliver = (code) => resolve({ type: 'otp', id: '', code });
        });
      },
    },
  });
  return { requests, deliver: (code: string) => act(async () => deliver(code)) };
}

beforeEach(() => clearSession());
afterEach(() => {
  Reflect.deleteProperty(window, 'OTPCredential');
  Reflect.deleteProperty(navigator, 'credentials');
});

describe('the sign-in code boxes (/otp)', () => {
  it('ask the browser for the SMS code, fill the boxes with it and sign in as if it were typed', async () => {
    const client = await createTestUser(api.database, { msisdn: uniqueMsisdn() });
    await api.app.inject({
      method: 'POST',
      url: '/api/home-insurance/users/otp/request',
      payload: { Identifier: client.msisdn },
    });
    const browser = fakeWebOtp();
    renderOtpPageFor(client.msisdn);
    await screen.findByRole('heading', { level: 1, name: 'Enter OTP' });
    // The request follows the page's first render by an effect: on a loaded machine, after the heading.
    await vi.waitFor(() => expect(browser.requests).toHaveLength(1));
    expect(browser.requests[0]?.otp).toEqual({ transport: ['sms'] });
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 4' }).getAttribute('autocomplete')).toBe(
      'one-time-code',
    );

    const code = sms.lastCodeTo(client.msisdn);
    await browser.deliver(code);
    expect(otpBoxValues()).toEqual([...code]);
    await vi.waitFor(() => expect(window.location.pathname).toBe('/profile'));
    expect(session.userDetails?.id).toBe(client.id);
  });

  it('stop asking when the page goes away', async () => {
    const browser = fakeWebOtp();
    const page = renderOtpPageFor('0712345678');
    await screen.findByRole('heading', { level: 1, name: 'Enter OTP' });
    const signal = browser.requests[0]?.signal;
    expect(signal?.aborted).toBe(false);
    page.unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('are typed by hand where the browser has no WebOTP API', async () => {
    const browser = fakeWebOtp({ withApi: false });
    renderOtpPageFor('0712345678');
    await screen.findByRole('heading', { level: 1, name: 'Enter OTP' });
    expect(browser.requests).toEqual([]);
  });
});

describe('signup’s code step', () => {
  it('fills the code from the SMS and sends it as if typed', async () => {
    const browser = fakeWebOtp();
    const sent: string[] = [];
    const step = render(
      <PhoneCodeStep
        phone="0712345678"
        sentMessage="We have sent a code to your phone."
        onCode={async (code) => {
          sent.push(code);
        }}
        onResend={async () => 'Sent again.'}
      />,
    );
    const field = screen.getByRole('textbox', { name: /4-digit code/ }) as HTMLInputElement;
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    await browser.deliver('4815');
    expect(field.value).toBe('4815');
    await waitFor(() => expect(sent).toEqual(['4815']));
    step.unmount();
    expect(browser.requests[0]?.signal?.aborted).toBe(true);
  });

  it('asks again for the code a Resend sends, as the browser hands each request one code', async () => {
    const browser = fakeWebOtp();
    const sent: string[] = [];
    render(
      <PhoneCodeStep
        phone="0712345678"
        sentMessage="We have sent a code to your phone."
        onCode={async (code) => {
          sent.push(code);
        }}
        onResend={async () => 'Sent again.'}
      />,
    );
    expect(browser.requests).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(browser.requests).toHaveLength(2));
    expect(browser.requests[0]?.signal?.aborted).toBe(true);
    await browser.deliver('2718');
    await waitFor(() => expect(sent).toEqual(['2718']));
  });
});

describe('the new phone’s code card', () => {
  it('fills the code the new phone received and confirms the number', async () => {
    const account = await createTestUser(api.database, { msisdn: uniqueMsisdn() });
    const { token } = await signInByCode(api.app, sms, account.msisdn);
    const newPhone = uniqueMsisdn();
    const saved = await api.app.inject({
      method: 'PUT',
      url: `/api/home-insurance/users/${account.id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: {
        name: account.name,
        email: account.email ?? '',
        msisdn: newPhone,
        id_number: account.idNumber ?? '',
        profession: account.profession ?? '',
        kra_pin: account.kraPin ?? '',
        address: account.address ?? '',
        physicalAddress: account.physicalAddress ?? '',
        id: account.id,
      },
    });
    const profile = ProfileResponseSchema.parse(saved.json()).data;
    if (!profile.pending_msisdn) throw new Error('the new phone is not waiting for its code');
    const browser = fakeWebOtp();
    const verified: Profile[] = [];
    render(
      <PendingPhoneCard
        profile={{ ...profile, pending_msisdn: profile.pending_msisdn }}
        onVerified={(updated) => verified.push(updated)}
      />,
    );
    const card = within(screen.getByRole('form', { name: 'Confirm your new phone number' }));
    expect(card.getByRole('textbox', { name: /4-digit code/ }).getAttribute('autocomplete')).toBe(
      'one-time-code',
    );
    await browser.deliver(sms.lastPhoneChangeCodeTo(newPhone));
    await waitFor(() => expect(verified.map((updated) => updated.msisdn)).toEqual([newPhone]));
  });
});

describe('the WebOTP request', () => {
  it('is made only by the code steps, so no other page’s script carries it', () => {
    const users = sourceFilesUnder('src/client')
      .flatMap(importsOf)
      .filter(({ target }) => target === 'src/client/auth/use-web-otp')
      .map(({ file }) => file);
    expect(users.sort()).toEqual([
      'src/client/auth/otp-form.tsx',
      'src/client/auth/phone-code-step.tsx',
      'src/client/auth/reset-password-form.tsx',
      'src/client/portal/profile/pending-phone-card.tsx',
      'src/client/wizard/contact/verify-account.tsx',
    ]);
  });
});
