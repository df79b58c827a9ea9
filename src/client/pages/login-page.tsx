import { useState } from 'react';
import { Link } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { signInScreenMessages as texts } from '../../domain/sign-in-screen-messages';
import { CodeLoginForm, portalNextOf } from '../auth/code-login-form';
import { PasswordLoginForm } from '../auth/password-login-form';
import { paths } from '../routing/paths';
import { PageHeading } from '../ui/page-heading';

/** Point 2, /login: sign in with a code sent to the phone, or with the password set at signup. */
export default function LoginPage() {
  // Application Complete! may send the phone that paid and the policy to land on.
  const carried = useHistoryState<{ phone?: unknown } | null>();
  const [phone, setPhone] = useState(typeof carried?.phone === 'string' ? carried.phone : '');
  const next = portalNextOf(carried);
  const [withPassword, setWithPassword] = useState(false);
  return (
    <div className="container page">
      <PageHeading title={texts.welcomeBack}>
        <p className="lead">{withPassword ? texts.withPasswordLead : texts.withCodeLead}</p>
      </PageHeading>
      {withPassword ? (
        <PasswordLoginForm phone={phone} onPhoneChange={setPhone} />
      ) : (
        <CodeLoginForm phone={phone} onPhoneChange={setPhone} next={next} />
      )}
      <button
        type="button"
        className="button--link auth-form__switch"
        onClick={() => setWithPassword((was) => !was)}
      >
        {withPassword ? texts.useCode : texts.usePassword}
      </button>
      <ul className="auth-links">
        <li>
          <Link href={paths.forgotPassword}>{texts.forgotPassword}</Link>
        </li>
        <li>
          {texts.newHere} <Link href={paths.signup}>{texts.createAccount}</Link>
        </li>
      </ul>
    </div>
  );
}
