import type { FormEvent } from 'react';
import { useLocation } from 'wouter';
import { signInScreenMessages as texts } from '../../domain/sign-in-screen-messages';
import { paths } from '../routing/paths';
import { TextField } from '../ui/text-field';
import { EmailCodeLogin } from './email-code-login';
import './auth-forms.css';
import { useOtpSignIn } from './use-otp-sign-in';

/** What /login hands /otp in navigation state (point 2): the phone, and what the server said. */
export interface OtpNavigationState {
  phone: string;
  sentMessage?: string;
  /** Where a verified code leads instead of /profile (one policy, from Application Complete!). */
  next?: string;
}

/** A `next` carried in navigation state, if it is a portal address: never another site or page. */
export function portalNextOf(state: unknown): string | undefined {
  const next = (state as { next?: unknown } | null)?.next;
  return typeof next === 'string' && /^\/profile(\?|$)/.test(next) ? next : undefined;
}

interface CodeLoginFormProps {
  phone: string;
  onPhoneChange: (phone: string) => void;
  next?: string;
}

/** Point 2, /login: the phone and Send OTP; the code goes to /otp with the phone in navigation state. */
export function CodeLoginForm({ phone, onPhoneChange, next }: CodeLoginFormProps) {
  const [, navigate] = useLocation();
  const { busy, message, phoneLocked, sendCode } = useOtpSignIn(phone.trim());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sentMessage = await sendCode();
    if (sentMessage === null) return;
    const state: OtpNavigationState = { phone: phone.trim(), sentMessage, next };
    navigate(paths.otp, { state });
  };

  return (
    <>
      <form className="auth-form" onSubmit={submit} noValidate>
        <TextField
          label={texts.phoneNumber}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="071234XXX"
          value={phone}
          onChange={onPhoneChange}
          error={message?.tone === 'error' ? message.text : null}
          required
        />
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? texts.sending : texts.sendOtp}
        </button>
      </form>
      {phoneLocked && <EmailCodeLogin phone={phone.trim()} />}
    </>
  );
}
