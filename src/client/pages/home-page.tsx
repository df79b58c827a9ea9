import { homeHeroMessages } from '../../domain/pages/home-hero-messages';
import { hydrateNearView } from '../ui/hydrate-near-view';
import { usePageMeta } from '../ui/use-page-meta';
import { ChatButton } from './home/chat-button';
import { HeroCarousel } from './home/hero-carousel';
import './home/home.css';

// Everything after the hero is prerendered HTML that works without its script (links, text, figures); the
// script (fades, counters) loads once the reader scrolls towards it. A first visit's JS before the page is usable:
// 92.2 -> 89.0 KB gz, once the build inlined its small shared chunks (vite.config.ts).
const BelowTheFold = hydrateNearView('about', () => import('./home/below-the-fold'));

export default function HomePage() {
  usePageMeta(homeHeroMessages.title, homeHeroMessages.description);
  return (
    <>
      <HeroCarousel />
      <BelowTheFold />
      <ChatButton />
    </>
  );
}
