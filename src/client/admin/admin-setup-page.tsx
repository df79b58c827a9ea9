import { type FormEvent, lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { backOfficeMessages } from '../../domain/back-office/back-office-messages';
import { failureMessage } from '../api/failure-message';
import { PasswordField } from '../ui/password-field';
import { TextField } from '../ui/text-field';
import { beginSetup, confirmSetup } from './admin-api';
import { adminPaths } from './admin-paths';
import { RecoveryCodeActions } from './recovery-code-actions';

// The QR encoder is loaded by this screen only, never by the public pages or the rest of the back office.
const TotpQrCode = lazy(() => import('./totp-qr-code'));

const setupFailed = backOfficeMessages.setupFailed;

// Read once: the token is then dropped from the address bar, so it leaks into no history entry or
// Referer header after the page has it.
function takeSetupToken(): string {
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  if (token) window.history.replaceState(null, '', adminPaths.setup);
  return token;
}

type Step =
  | { name: 'password' }
  | { name: 'enrol'; secret: string; uri: string }
  | { name: 'codes'; codes: string[] };

/** /admin/setup?token=…: password, then the authenticator app, then the recovery codes (shown once). */
export function AdminSetupPage() {
  const [token] = useState(takeSetupToken);
  const [step, setStep] = useState<Step>({ name: 'password' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = (work: () => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(failureMessage(failure, { answered: setupFailed, thrown: setupFailed }));
    }
    setBusy(false);
  };

  const errorLine = error && (
    <p className="form-error" role="alert">
      {error}
    </p>
  );

  if (step.name === 'codes') {
    return (
      <section aria-labelledby="recovery-heading">
        <h2 id="recovery-heading">Your recovery codes</h2>
        <p>
          Keep these codes somewhere safe, away from your phone. Each one signs you in once if you lose your
          authenticator app. They are shown only now.
        </p>
        <ul className="admin__codes" aria-label="Recovery codes">
          {step.codes.map((recoveryCode) => (
            <li key={recoveryCode}>{recoveryCode}</li>
          ))}
        </ul>
        <RecoveryCodeActions codes={step.codes} />
        <Link href={adminPaths.login} className="button button--primary">
          I have saved them: sign in
        </Link>
      </section>
    );
  }

  if (step.name === 'enrol') {
    const confirm = run(async () => {
      setStep({ name: 'codes', codes: (await confirmSetup(token, code.trim())).recovery_codes });
    });
    return (
      <form className="auth-form" onSubmit={confirm} noValidate>
        <h2>Add the back office to your authenticator app</h2>
        <p>
          In your authenticator app, scan this QR code or add an account with the key below (or{' '}
          <a href={step.uri}>open it on this phone</a>
          ), then enter the code it shows.
        </p>
        <div className="admin__enrol">
          <Suspense fallback={<div className="admin__qr" aria-hidden="true" />}>
            <TotpQrCode uri={step.uri} />
          </Suspense>
          <p>
            Key: <code className="admin__secret">{step.secret}</code>
          </p>
        </div>
        <TextField
          label="Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={setCode}
          required
        />
        {errorLine}
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={busy}
          aria-busy={busy}
        >
          Confirm
        </button>
      </form>
    );
  }

  const choose = run(async () => {
    const enrolment = await beginSetup(token, password);
    setStep({ name: 'enrol', secret: enrolment.secret, uri: enrolment.otpauth_uri });
  });
  return (
    <form className="auth-form" onSubmit={choose} noValidate>
      <h2>Choose a password</h2>
      <PasswordField
        label="New password"
        hint="At least 8 characters, with a lower-case and an upper-case letter, a number and a symbol."
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        required
      />
      {errorLine}
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={busy || !token}
        aria-busy={busy}
      >
        Continue
      </button>
    </form>
  );
}
