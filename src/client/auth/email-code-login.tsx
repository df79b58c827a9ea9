import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { otpMessages } from '../../domain/otp-messages';
import { signInScreenMessages as texts } from '../../domain/sign-in-screen-messages';
import { failureMessage } from '../api/failure-message';
import { requestEmailCode, verifyEmailCode } from '../api/users-api';
import { paths } from '../routing/paths';
import { signIn } from '../state/session';
import { TextField } from '../ui/text-field';

/**
 * Too many wrong codes (maybe a stranger's) locked the phone's codes by SMS; its holder
 * signs in meanwhile with a 6-digit code sent to the e-mail address they gave us.
 */
export function EmailCodeLogin({ phone }: { phone: string }) {
  const [, navigate] = useLocation();
  const [sent, setSent] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send() {
    setBusy(true);
    setError(null);
    try {
      setSent(await requestEmailCode(phone));
    } catch (failure) {
      setError(failureMessage(failure, { answered: otpMessages.sendFailed, thrown: otpMessages.sendFailed }));
    }
    setBusy(false);
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const response = await verifyEmailCode(phone, code);
      signIn({ token: response.user_token, user: response.user, msisdn: response.user.msisdn });
      navigate(paths.profile, { replace: true });
    } catch (failure) {
      setError(
        failureMessage(failure, { answered: otpMessages.verifyFailed, thrown: otpMessages.verifyFailed }),
      );
      setBusy(false);
    }
  }

  if (!sent) {
    return (
      <div className="auth-form">
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
        <button
          type="button"
          className="button button--ghost button--block"
          onClick={() => void send()}
          disabled={busy}
        >
          {texts.emailInstead}
        </button>
      </div>
    );
  }
  return (
    <form className="auth-form" onSubmit={verify} noValidate>
      <p className="auth-form__note" role="status">
        {sent}
      </p>
      <TextField
        label={texts.emailCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 6))}
        error={error}
        required
      />
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={busy || code.length !== 6}
      >
        {busy ? texts.verifying : texts.verifyCode}
      </button>
    </form>
  );
}
