import { connectionMessages } from '../../domain/connection-messages';
import { useOnline } from '../pwa/use-online';
import './offline-banner.css';

/**
 * A slim bar above the header while the browser is offline. The status region stays in the page, empty
 * and hidden while online, so screen readers announce the change when the connection drops.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div className="offline-banner" role="status">
      {online ? null : connectionMessages.offlineBanner}
    </div>
  );
}
