import { PlaceholderPage } from './placeholder-page';

export default function LoginPage() {
  return <PlaceholderPage title="Welcome Back" lead="Sign in with your phone number and a one-time code." />;
}
