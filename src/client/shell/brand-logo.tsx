import { Link } from 'wouter';
import { agency } from '../../domain/business';
import { shellMessages } from '../../domain/shell-messages';
import { paths } from '../routing/paths';

/**
 * The shield of public/favicon.svg, drawn in the page rather than fetched as a picture: on a first visit
 * over slow 3G that request cost 1.7 KB (mostly headers) beside the scripts the page waits for.
 */
function Shield() {
  return (
    <svg viewBox="0 0 64 64" width="36" height="36" aria-hidden="true" focusable="false">
      <path d="M32 3 7 12v18c0 15.5 10.6 27.2 25 31 14.4-3.8 25-15.5 25-31V12L32 3Z" fill="#0b5d4b" />
      <path d="M32 17 17 29.5h4.5V45h21V29.5H47L32 17Z" fill="#fff" />
      <rect x="28.5" y="34" width="7" height="11" rx="1" fill="#f2a900" />
    </svg>
  );
}

export function BrandLogo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link href={paths.home} className={`brand brand--${tone}`} aria-label={shellMessages.brandHome}>
      <Shield />
      <span className="brand__name">
        {agency.shortName}
        <span className="brand__suffix"> Insurance</span>
      </span>
    </Link>
  );
}
