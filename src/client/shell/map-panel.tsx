import { agency } from '../../domain/business';
import { shellMessages } from '../../domain/shell-messages';
import { uiMessages } from '../../domain/ui-messages';
import { UnhurriedImage } from '../ui/unhurried-image';

/**
 * The office location. A drawn street plan with a link out, rather than a third-party map frame: it costs
 * no network on mobile data, never shows a broken frame offline, and sets no tracking cookies.
 */
export function MapPanel() {
  return (
    <a className="map-panel" href={agency.mapLink} target="_blank" rel="noopener noreferrer">
      {/* Always below the fold (contact section, footer): no reason to spend a phone's data on arrival. */}
      <UnhurriedImage src="/map-nairobi-cbd.svg" alt={shellMessages.mapAlt} width="320" height="180" />
      <span>
        {agency.address} — {shellMessages.openInMap}
        <span className="visually-hidden"> {uiMessages.opensInNewTab}</span>
      </span>
    </a>
  );
}
