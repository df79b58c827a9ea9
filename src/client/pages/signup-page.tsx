import { Link } from 'wouter';
import { paths } from '../routing/paths';
import { PlaceholderPage } from './placeholder-page';

export default function SignupPage() {
  return (
    <PlaceholderPage title="Create Account" lead="Open a client account to manage your covers.">
      {/* Point 2: /signup has a Log In link to /login. */}
      <p className="auth-links">
        Already have an account? <Link href={paths.login}>Log In</Link>
      </p>
    </PlaceholderPage>
  );
}
