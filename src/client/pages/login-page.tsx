import { Link } from 'wouter';
import { paths } from '../routing/paths';
import { PlaceholderPage } from './placeholder-page';

// The phone field and Send OTP come with the client portal; the links to the other auth pages are here
// now so that /signup and /forgotPassword are reachable from the site, not only by typing their address.
export default function LoginPage() {
  return (
    <PlaceholderPage title="Welcome Back" lead="Sign in with your phone number and a one-time code.">
      <ul className="auth-links">
        <li>
          <Link href={paths.forgotPassword}>Forgot password?</Link>
        </li>
        <li>
          New here? <Link href={paths.signup}>Create Account</Link>
        </li>
      </ul>
    </PlaceholderPage>
  );
}
