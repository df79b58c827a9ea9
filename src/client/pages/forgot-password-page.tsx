import { Link } from 'wouter';
import { paths } from '../routing/paths';
import { PlaceholderPage } from './placeholder-page';

export default function ForgotPasswordPage() {
  return (
    <PlaceholderPage title="Forgot Password" lead="We will send reset instructions to your phone.">
      {/* Point 2: /forgotPassword has a link back to Login. */}
      <p className="auth-links">
        <Link href={paths.login}>Back to Login</Link>
      </p>
    </PlaceholderPage>
  );
}
