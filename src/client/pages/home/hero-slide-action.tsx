import { Link } from 'wouter';
import { ExternalLink } from '../../ui/external-link';
import type { SlideAction } from './hero-slides';

export function HeroSlideAction({ action }: { action: SlideAction }) {
  switch (action.kind) {
    case 'route':
      return (
        <Link href={action.href} className="button button--accent">
          {action.label}
        </Link>
      );
    case 'external':
      return (
        <ExternalLink href={action.href} className="button button--accent">
          {action.label}
        </ExternalLink>
      );
    case 'coming-soon':
      // Point 2: the family health slide's button reads Coming Soon! and leads nowhere yet.
      return (
        <button type="button" className="button button--soon" disabled>
          {action.label}
        </button>
      );
  }
}
