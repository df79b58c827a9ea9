import { type ReactNode, Suspense } from 'react';
import { shellMessages } from '../../domain/shell-messages';
import { hydrateNearView } from '../ui/hydrate-near-view';
import { PageLoading } from '../ui/page-loading';
import { Navbar } from './navbar';
import { OfflineBanner } from './offline-banner';
import { TopBar } from './top-bar';

// The footer is below every page's first screen: its HTML is there from the first paint, links and all,
// and its script (the agency's details, the underwriters, the map) arrives once the line is free.
const Footer = hydrateNearView(
  'footer-start',
  () => import('./footer').then(({ Footer }) => ({ default: Footer })),
  { afterFirstScreen: true },
);

/** Point 2: the site header, footer and side menu around every page of the main layout. */
export function MainLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {shellMessages.skipToContent}
      </a>
      <OfflineBanner />
      <TopBar />
      <Navbar />
      <main id="main" className="layout__main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </main>
      <div id="footer-start" />
      <Footer />
    </div>
  );
}
