import { type CSSProperties, useEffect } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { uiMessages } from '../../domain/ui-messages';
import { defaultToastDurationMs, markToastOutletReady } from './toast';
import { useBelowHeader } from './use-below-header';

// sonner's rich text colours reach only 4.26:1 (success) and about 3:1 (warning) on their pale
// backgrounds; these darker ones keep each hue at 4.5:1 or more (WCAG 1.4.3).
const readableColours = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--error-text': 'hsl(360, 100%, 38%)',
  '--warning-text': 'hsl(31, 92%, 28%)',
  '--info-text': 'hsl(210, 92%, 35%)',
} as CSSProperties;

// sonner: the most widely used React toast library, maintained, accessible (an aria-live region) and small.
export default function Toaster() {
  useEffect(() => {
    markToastOutletReady();
  }, []);
  // Below the header: at sonner's default 32 px from the top, a toast on every visit
  // ('Profile fetched successfully') covered the navbar's buttons at 1280 px.
  const belowHeader = useBelowHeader();
  return (
    <SonnerToaster
      position="top-right"
      theme="light"
      richColors
      closeButton
      duration={defaultToastDurationMs}
      offset={{ top: belowHeader, right: '1rem' }}
      mobileOffset={{ top: belowHeader }}
      containerAriaLabel={uiMessages.notifications}
      style={readableColours}
    />
  );
}
