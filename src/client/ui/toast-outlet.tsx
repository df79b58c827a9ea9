import { lazy, Suspense } from 'react';
import { useStoreSnapshot } from '../state/use-store-snapshot';
import { toastHost } from './toast';

const Toaster = lazy(() => import('./toaster'));

/** Renders the toaster only once something asked for a toast (see toast.ts). */
export function ToastOutlet() {
  const { requested } = useStoreSnapshot(toastHost);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
