import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { accountMessages } from '../../domain/account-messages';
import { signInScreenMessages as texts } from '../../domain/sign-in-screen-messages';
import { failureMessage } from '../api/failure-message';
import { logIn } from '../api/users-api';
import { paths } from '../routing/paths';
import { signIn } from '../state/session';
import { TextField } from '../ui/text-field';
import './auth-forms.css';
import { PasswordField } from '../ui/password-field';

interface PasswordLoginFormProps {
  phone: string;
  onPhoneChange: (phone: string) => void;
}

/** 'Use password instead': phone and password through users/login, then /profile. */
export function PasswordLoginForm({ phone, onPhoneChange }: PasswordLoginFormProps) {
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const response = await logIn(phone.trim(), password);
      signIn({ token: response.user_token, user: response.user, msisdn: response.user.msisdn });
      navigate(paths.profile, { replace: true });
    } catch (failure) {
      // The server's own sentence: a wrong password, or (429) how long the lock lasts.
      // Our own words for a failed sign-in without the server's sentence (point 8 leaves the login call's
      // errors to the generic handler).
      const { loginFailed } = accountMessages;
      setError(failureMessage(failure, { answered: loginFailed, thrown: loginFailed }));
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
        onChange={onPhoneChange}
        required
      />
      <PasswordField
        label={texts.password}
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        required
      />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
        {busy ? texts.loggingIn : texts.logIn}
      </button>
    </form>
  );
}
