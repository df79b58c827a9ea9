import { lazy, Suspense } from 'react';
import { useInstallOffer } from './install-offer';

const InstallAppControl = lazy(() => import('./install-app-control'));

/** Where the install control may appear: its code loads only once there is something to offer. */
export function InstallAppSlot() {
  const offer = useInstallOffer();
  if (offer === 'none') return null;
  return (
    <Suspense fallback={null}>
      <InstallAppControl />
    </Suspense>
  );
}
