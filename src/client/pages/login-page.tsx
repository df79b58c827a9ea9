import { useState } from 'react';
import { Link } from 'wouter';
import { CodeLoginForm } from '../auth/code-login-form';
import { PasswordLoginForm } from '../auth/password-login-form';
import { paths } from '../routing/paths';
import { PageHeading } from '../ui/page-heading';

/** Point 2, /login: sign in with a code sent to the phone, or (issue 10) with the password set at signup. */
export default function LoginPage() {
  const [phone, setPhone] = useState('');
  const [withPassword, setWithPassword] = useState(false);
  return (
    <div className="container page">
      <PageHeading title="Welcome Back">
        <p className="lead">
          {withPassword
            ? 'Log in with your phone number and password.'
            : 'Sign in with your phone number and a one-time code.'}
        </p>
      </PageHeading>
      {withPassword ? (
        <PasswordLoginForm phone={phone} onPhoneChange={setPhone} />
      ) : (
        <CodeLoginForm phone={phone} onPhoneChange={setPhone} />
      )}
      <button
        type="button"
        className="button--link auth-form__switch"
        onClick={() => setWithPassword((was) => !was)}
      >
        {withPassword ? 'Use a code instead' : 'Use password instead'}
      </button>
      <ul className="auth-links">
        <li>
          <Link href={paths.forgotPassword}>Forgot password?</Link>
        </li>
        <li>
          New here? <Link href={paths.signup}>Create Account</Link>
        </li>
      </ul>
    </div>
  );
}
