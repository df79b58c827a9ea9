import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio/react';
import { toastHost } from './toast';

const Toaster = lazy(() => import('./toaster'));

/** Renders the toaster only once something asked for a toast (see toast.ts). */
export function ToastOutlet() {
  const { requested } = useSnapshot(toastHost);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
