import { ProfilePortal } from '../portal/profile/profile-portal';

export default function ProfilePage() {
  return <ProfilePortal />;
}
