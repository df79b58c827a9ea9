import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { signInScreenMessages as texts } from '../../domain/sign-in-screen-messages';
import { paths } from '../routing/paths';
import './auth-forms.css';
import { OtpBoxes, otpLength } from './otp-boxes';
import { useOtpSignIn } from './use-otp-sign-in';
import { useWebOtp } from './use-web-otp';

const emptyCode = (): string[] => Array.from({ length: otpLength }, () => '');

/** Point 2, /otp with the phone /login sent a code to: Verify OTP, Resend OTP (after a countdown), Back. */
export function OtpForm({
  phone,
  sentMessage,
  next,
}: {
  phone: string;
  sentMessage?: string;
  next?: string;
}) {
  const [, navigate] = useLocation();
  const { busy, message, resendInSeconds, sendCode, verifyCode } = useOtpSignIn(phone, { codeSent: true });
  const [digits, setDigits] = useState(emptyCode);
  const [sent, setSent] = useState(0);
  const code = digits.join('');
  const shown = message ?? (sentMessage ? { tone: 'info' as const, text: sentMessage } : null);
  const errorId = shown?.tone === 'error' ? 'otp-error' : undefined;

  const check = async (entered: string) => {
    if (await verifyCode(entered)) navigate(next ?? paths.profile, { replace: true });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void check(code);
  };

  // The code from the SMS, read by the browser: filled in and sent as if typed.
  useWebOtp(
    true,
    (found) => {
      const entered = found.replace(/\D/g, '').slice(0, otpLength);
      setDigits(Array.from({ length: otpLength }, (_, index) => entered[index] ?? ''));
      if (entered.length === otpLength && !busy) void check(entered);
    },
    sent,
  );

  const resend = async () => {
    if ((await sendCode()) !== null) {
      setDigits(emptyCode());
      setSent((count) => count + 1);
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <fieldset className="otp-fieldset">
        <legend className="auth-form__note">{texts.codeSentTo({ phone })}</legend>
        <OtpBoxes digits={digits} onChange={setDigits} errorId={errorId} />
      </fieldset>
      {shown && (
        <p
          id={errorId}
          className={`otp-form__message ${shown.tone === 'error' ? 'field__error' : 'auth-form__note'}`}
          role={shown.tone === 'error' ? 'alert' : 'status'}
        >
          {shown.text}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={busy || code.length !== otpLength}
        aria-busy={busy}
      >
        {busy ? texts.checking : texts.verifyOtp}
      </button>
      <div className="auth-form__actions">
        <button
          type="button"
          className="button--link"
          onClick={() => void resend()}
          disabled={busy || resendInSeconds > 0}
        >
          {resendInSeconds > 0 ? texts.resendIn({ seconds: resendInSeconds }) : texts.resendOtp}
        </button>
        <Link href={paths.login}>{texts.backToLogin}</Link>
      </div>
    </form>
  );
}
