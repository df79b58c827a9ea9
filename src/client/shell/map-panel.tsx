import { agency } from '../../domain/business';
import { UnhurriedImage } from '../ui/unhurried-image';

/**
 * The office location. A drawn street plan with a link out, rather than a third-party map frame: it costs
 * no network on mobile data, never shows a broken frame offline, and sets no tracking cookies.
 */
export function MapPanel() {
  return (
    <a className="map-panel" href={agency.mapLink} target="_blank" rel="noopener noreferrer">
      {/* Always below the fold (contact section, footer): no reason to spend a phone's data on arrival. */}
      <UnhurriedImage
        src="/map-nairobi-cbd.svg"
        alt="Street plan of Nairobi CBD with our office marked"
        width="320"
        height="180"
      />
      <span>
        {agency.address} — open in map<span className="visually-hidden"> (opens in a new tab)</span>
      </span>
    </a>
  );
}
