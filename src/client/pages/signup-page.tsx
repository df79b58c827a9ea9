import { Link } from 'wouter';
import { SignupForm } from '../auth/signup-form';
import { paths } from '../routing/paths';
import { PageHeading } from '../ui/page-heading';

export default function SignupPage() {
  return (
    <div className="container page">
      <PageHeading title="Create Account">
        <p className="lead">Open a client account to manage your covers.</p>
      </PageHeading>
      <SignupForm />
      {/* Point 2: /signup has a Log In link to /login. */}
      <p className="auth-links">
        <span>
          Already have an account? <Link href={paths.login}>Log In</Link>
        </span>
      </p>
    </div>
  );
}
