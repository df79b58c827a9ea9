import { useState } from 'react';
import { Link } from 'wouter';
import { signInScreenMessages as texts } from '../../domain/sign-in-screen-messages';
import { RequestResetForm } from '../auth/request-reset-form';
import { ResetPasswordForm } from '../auth/reset-password-form';
import { paths } from '../routing/paths';
import { PageHeading } from '../ui/page-heading';

/** Point 2, /forgotPassword, and the reset step on the same page once the code is sent. */
export default function ForgotPasswordPage() {
  const [phone, setPhone] = useState<string | null>(null);
  return (
    <div className="container page">
      <PageHeading title={texts.forgotTitle}>
        <p className="lead">{texts.forgotLead}</p>
      </PageHeading>
      {phone === null ? <RequestResetForm onSent={setPhone} /> : <ResetPasswordForm phone={phone} />}
      {/* Point 2: /forgotPassword has a link back to Login. */}
      <p className="auth-links">
        <Link href={paths.login}>{texts.backToLogin}</Link>
      </p>
    </div>
  );
}
