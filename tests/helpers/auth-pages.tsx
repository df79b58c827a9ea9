// The sign-in pages as a visitor reaches them, for the client tests of src/client/auth.
import { render, screen } from '@testing-library/react';
import { App } from '../../src/client/app';
import type { OtpNavigationState } from '../../src/client/auth/code-login-form';

/** /otp as /login's Send OTP leaves it: the phone in navigation state (history.state). */
export function renderOtpPageFor(phone: string) {
  const state: OtpNavigationState = { phone };
  window.history.replaceState(state, '', '/otp');
  return render(<App />);
}

export const otpBox = (position: number) => screen.getByRole('textbox', { name: `Digit ${position} of 4` });

export const otpBoxValues = () =>
  [1, 2, 3, 4].map((position) => (otpBox(position) as HTMLInputElement).value);
