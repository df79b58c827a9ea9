import { PlaceholderPage } from './placeholder-page';

export default function OtpPage() {
  return <PlaceholderPage title="Enter OTP" lead="Type the 4-digit code we sent to your phone." />;
}
