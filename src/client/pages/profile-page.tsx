import { PlaceholderPage } from './placeholder-page';

export default function ProfilePage() {
  return <PlaceholderPage title="My Profile" lead="Your details and your policies." />;
}
