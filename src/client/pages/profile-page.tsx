import { ProfilePortal } from '../portal/profile/profile-portal';
import { RequireSession } from '../routing/require-session';

export default function ProfilePage() {
  return (
    <RequireSession>
      <ProfilePortal />
    </RequireSession>
  );
}
