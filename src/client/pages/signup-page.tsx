import { Link } from 'wouter';
import { signupScreenMessages as texts } from '../../domain/signup-messages';
import { SignupForm } from '../auth/signup-form';
import { paths } from '../routing/paths';
import { PageHeading } from '../ui/page-heading';

export default function SignupPage() {
  return (
    <div className="container page">
      <PageHeading title={texts.title}>
        <p className="lead">{texts.lead}</p>
      </PageHeading>
      <SignupForm />
      {/* Point 2: /signup has a Log In link to /login. */}
      <p className="auth-links">
        <span>
          {texts.haveAccount} <Link href={paths.login}>{texts.logIn}</Link>
        </span>
      </p>
    </div>
  );
}
