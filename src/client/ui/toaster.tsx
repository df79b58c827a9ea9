import { useEffect } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { defaultToastDurationMs, markToastOutletReady } from './toast';

// sonner: the most widely used React toast library, maintained, accessible (an aria-live region) and small.
export default function Toaster() {
  useEffect(() => {
    markToastOutletReady();
  }, []);
  return (
    <SonnerToaster
      position="top-right"
      theme="light"
      richColors
      closeButton
      duration={defaultToastDurationMs}
      containerAriaLabel="Notifications"
    />
  );
}
