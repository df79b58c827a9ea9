import { PlaceholderPage } from './placeholder-page';

export default function ForgotPasswordPage() {
  return <PlaceholderPage title="Forgot Password" lead="We will send reset instructions to your phone." />;
}
