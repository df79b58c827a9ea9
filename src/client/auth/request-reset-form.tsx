import { type FormEvent, useState } from 'react';
import { ForgotPasswordRequestSchema } from '../../domain/api/users';
import { forgotPasswordMessages } from '../../domain/forgot-password-rules';
import { passwordResetFormMessages } from '../../domain/password-reset-form-rules';
import { signInScreenMessages as texts } from '../../domain/sign-in-screen-messages';
import { failureMessage } from '../api/failure-message';
import { requestPasswordReset } from '../api/users-api';
import { TextField } from '../ui/text-field';
import { showToast } from '../ui/toast';
import './auth-forms.css';
import { fieldErrors } from './field-errors';

const fallbacks = () => ({
  answered: passwordResetFormMessages.processFailed,
  thrown: passwordResetFormMessages.requestFailed,
});

/** Point 2, /forgotPassword: the phone and Reset Password; a code goes by SMS to an account's phone. */
export function RequestResetForm({ onSent }: { onSent: (phone: string) => void }) {
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ForgotPasswordRequestSchema.safeParse({ Identifier: phone });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).Identifier ?? forgotPasswordMessages.phoneFormat);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const message = await requestPasswordReset(parsed.data.Identifier);
      void showToast('success', message || forgotPasswordMessages.sent);
      onSent(parsed.data.Identifier);
    } catch (failure) {
      setError(failureMessage(failure, fallbacks()));
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <TextField
        label={texts.phoneNumber}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="071234XXX"
        value={phone}
        onChange={setPhone}
        error={error}
        required
      />
      <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
        {busy ? texts.sending : texts.resetPassword}
      </button>
    </form>
  );
}
