import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { backOfficeMessages } from '../../domain/back-office/back-office-messages';
import { failureMessage } from '../api/failure-message';
import { PasswordField } from '../ui/password-field';
import { TextField } from '../ui/text-field';
import { adminLogIn } from './admin-api';
import { adminPaths } from './admin-paths';
import { startAdminSession } from './admin-session';

const signInFailed = backOfficeMessages.signInFailed;

/** /admin/login: e-mail, password and the authenticator's code (or a recovery code). */
export function AdminLoginPage() {
  const [, navigate] = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      startAdminSession(await adminLogIn(email.trim(), password, code.trim()));
      navigate(adminPaths.home, { replace: true });
    } catch (failure) {
      setError(failureMessage(failure, { answered: signInFailed, thrown: signInFailed }));
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <TextField
        label="E-mail"
        type="email"
        autoComplete="username"
        value={email}
        onChange={setEmail}
        required
      />
      <PasswordField
        label="Password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        required
      />
      <TextField
        label="Code"
        hint="The 6-digit code from your authenticator app, or one of your recovery codes."
        autoComplete="one-time-code"
        value={code}
        onChange={setCode}
        required
      />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
