import { ArrowLeft } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { Link } from 'wouter';
import { shellMessages } from '../../domain/shell-messages';
import { paths } from '../routing/paths';
import { PageLoading } from '../ui/page-loading';
import { BrandLogo } from './brand-logo';
import { OfflineBanner } from './offline-banner';

/** Point 2: /login, /signup, /otp and /forgotPassword sit outside the main layout, on a plain card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="auth-layout">
      <OfflineBanner />
      <header className="auth-layout__header">
        <BrandLogo />
        <Link href={paths.home} className="auth-layout__back">
          <ArrowLeft aria-hidden="true" size={16} />
          {shellMessages.home}
        </Link>
      </header>
      <main id="main" className="auth-layout__card">
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </main>
    </div>
  );
}
