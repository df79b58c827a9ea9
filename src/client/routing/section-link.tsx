import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { scrollToHashTarget } from './scroll-to-hash';

interface SectionLinkProps {
  /** A path with a fragment, e.g. '/#about'. */
  href: string;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
}

/**
 * A link to a section of a page. When that page is already showing, the router sees no route change, so
 * the scroll to the section is done here; from another page the ScrollManager does it after the route
 * renders.
 */
export function SectionLink({ href, children, className, onClick }: SectionLinkProps) {
  const [location] = useLocation();
  const [path = '/', hash = ''] = href.split('#');

  const onSamePage = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.();
    if (location !== path || !hash) return;
    event.preventDefault();
    window.history.pushState(null, '', href);
    scrollToHashTarget(`#${hash}`);
  };

  return (
    <Link href={href} className={className} onClick={onSamePage}>
      {children}
    </Link>
  );
}
