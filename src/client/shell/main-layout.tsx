import { type ReactNode, Suspense } from 'react';
import { PageLoading } from '../ui/page-loading';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { OfflineBanner } from './offline-banner';
import { TopBar } from './top-bar';

/** Point 2: the site header, footer and side menu around every page of the main layout. */
export function MainLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <OfflineBanner />
      <TopBar />
      <Navbar />
      <main id="main" className="layout__main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </main>
      <Footer />
    </div>
  );
}
