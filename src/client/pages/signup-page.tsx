import { PlaceholderPage } from './placeholder-page';

export default function SignupPage() {
  return <PlaceholderPage title="Create Account" lead="Open a client account to manage your covers." />;
}
