import { lazy, Suspense } from 'react';
import { loadEndpointSchemas } from '../api/endpoint-schema-loader';
import { ProfileLoading } from '../portal/profile/profile-loading';
import { RequireSession } from '../routing/require-session';

const yieldToThePage = () => new Promise((resolve) => setTimeout(resolve, 0));

// The portal's code runs in three tasks rather than one: the device's storage (Dexie), the profile's
// schemas (zod; the contract's other resources load when first called), then the portal itself. Each
// takes tens of milliseconds on a mid-range phone; in one task they kept the page from answering a tap
// for over 150 ms (Lighthouse's TBT on /profile: 213 ms). The loading screen, prerendered, stays on
// screen meanwhile.
const ProfilePortal = lazy(async () => {
  await import('../offline/kinga-db');
  await yieldToThePage();
  await loadEndpointSchemas('readProfile');
  await yieldToThePage();
  const { ProfilePortal } = await import('../portal/profile/profile-portal');
  return { default: ProfilePortal };
});

export default function ProfilePage() {
  return (
    <RequireSession>
      <Suspense fallback={<ProfileLoading />}>
        <ProfilePortal />
      </Suspense>
    </RequireSession>
  );
}
