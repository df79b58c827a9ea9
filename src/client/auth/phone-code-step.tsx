import { type FormEvent, useState } from 'react';
import { otpMessages } from '../../domain/otp-messages';
import { signupScreenMessages as texts } from '../../domain/signup-messages';
import { failureMessage } from '../api/failure-message';
import { TextField } from '../ui/text-field';
import { useWebOtp } from './use-web-otp';
import './auth-forms.css';

interface PhoneCodeStepProps {
  phone: string;
  sentMessage: string;
  /** Finishes with the code; throws when the server refuses it. */
  onCode: (code: string) => Promise<void>;
  onResend: () => Promise<string>;
}

/**
 * Signup's second step: the signer-up proves they hold the phone with the code just sent to it, and only
 * then is the account made (or, when a purchase made that phone's account, kept with its policies).
 */
export function PhoneCodeStep({ phone, sentMessage, onCode, onResend }: PhoneCodeStepProps) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState(sentMessage);
  const [sent, setSent] = useState(0);

  const check = async (entered: string) => {
    setBusy(true);
    setError(null);
    try {
      await onCode(entered);
    } catch (failure) {
      setError(
        failureMessage(failure, { answered: otpMessages.verifyFailed, thrown: otpMessages.verifyFailed }),
      );
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void check(code);
  };

  // The code from the SMS, read by the browser: filled in and sent as if typed.
  useWebOtp(
    true,
    (found) => {
      const entered = found.replace(/\D/g, '').slice(0, 4);
      setCode(entered);
      if (entered.length === 4 && !busy) void check(entered);
    },
    sent,
  );

  const resend = async () => {
    setError(null);
    try {
      setNote(await onResend());
      setSent((count) => count + 1);
    } catch (failure) {
      setError(
        failureMessage(failure, { answered: otpMessages.resendFailed, thrown: otpMessages.resendFailed }),
      );
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <p className="auth-form__note" role="status">
        {note} ({phone})
      </p>
      <TextField
        label={texts.codeLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={4}
        value={code}
        onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 4))}
        error={error}
        required
      />
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={busy || code.length !== 4}
        aria-busy={busy}
      >
        {busy ? texts.creating : texts.verifyAndCreate}
      </button>
      <button
        type="button"
        className="button--link auth-form__switch"
        onClick={() => void resend()}
        disabled={busy}
      >
        {texts.resendCode}
      </button>
    </form>
  );
}
