import type { ReactNode } from 'react';
import { uiMessages } from '../../domain/ui-messages';

interface ExternalLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link to another site: a new tab, with no window.opener and no referrer handed to it, and a hidden
 * note so a screen-reader user is not surprised by the new tab.
 */
export function ExternalLink({ href, className, children }: ExternalLinkProps) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {uiMessages.opensInNewTab}</span>
    </a>
  );
}
