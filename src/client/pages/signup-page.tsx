import { Link } from 'wouter';
import { SignupForm } from '../auth/signup-form';
import { paths } from '../routing/paths';
import { withAuthLayout } from '../shell/auth-layout';
import { PageHeading } from '../ui/page-heading';

function SignupPage() {
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

// With its plain-card layout, in this page's chunk: the home page's JS does not carry the layout.
export default withAuthLayout(SignupPage);
