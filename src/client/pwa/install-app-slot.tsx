import { pwaMessages } from '../../domain/pwa-messages';
import { dismissIosInstructions, promptToInstall, useInstallOffer } from './install-offer';
import './install-app-control.css';

/**
 * Where the app offers to install itself (the footer, the side menu): 'Install app', or how to add the
 * app on iOS Safari; nothing once installed or where neither applies. Kept small and not lazy: a lazy
 * chunk would cost the home page more than these few elements.
 */
export function InstallAppSlot() {
  const offer = useInstallOffer();
  if (offer === 'prompt') {
    return (
      <button type="button" className="install-app" onClick={() => void promptToInstall()}>
        {pwaMessages.installApp}
      </button>
    );
  }
  if (offer === 'ios-instructions') {
    return (
      <p className="install-app install-app--hint">
        {pwaMessages.iosInstructions}{' '}
        <button type="button" className="install-app__dismiss" onClick={dismissIosInstructions}>
          {pwaMessages.dismiss}
        </button>
      </p>
    );
  }
  return null;
}
