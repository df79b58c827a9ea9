// The back office: its own lazy chunk under /admin, outside the public layout and navigation,
// never indexed. The operator's session is its own (admin-session.ts).
import './admin.css';
import './desk.css';
import '../auth/auth-forms.css';
import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { usePageMeta } from '../ui/use-page-meta';
import { AdminHomePage } from './admin-home-page';
import { AdminLoginPage } from './admin-login-page';
import { adminPaths } from './admin-paths';
import { useAdminSession } from './admin-session';
import { AdminSetupPage } from './admin-setup-page';
import { ApplicationPage } from './applications/application-page';
import { ApplicationsQueuePage } from './applications/applications-queue-page';
import { AuditLogPage } from './audit/audit-log-page';
import { LeadsPage } from './leads/leads-page';
import { OperatorsPage } from './operators/operators-page';
import { PaymentExceptionsPage } from './payments/payment-exceptions-page';
import { useNoindex } from './use-noindex';

// Claims bring their own contract and words: a chunk of their own, so an operator who only
// reviews applications never loads them, and the /admin chunk keeps its size.
const ClaimsQueuePage = lazy(() =>
  import('./claims/claims-queue-page').then((module) => ({ default: module.ClaimsQueuePage })),
);
const ClaimPage = lazy(() => import('./claims/claim-page').then((module) => ({ default: module.ClaimPage })));
const loadingClaims = <p role="status">Loading claims…</p>;

export default function AdminApp() {
  useNoindex();
  usePageMeta('Back office');
  const session = useAdminSession();
  return (
    <main className="admin admin--wide" id="main">
      <h1>Back office</h1>
      <Switch>
        <Route path={adminPaths.setup} component={AdminSetupPage} />
        <Route path={adminPaths.login}>
          {session ? <Redirect to={adminPaths.home} replace /> : <AdminLoginPage />}
        </Route>
        <Route path={adminPaths.home}>
          {session ? <AdminHomePage session={session} /> : <Redirect to={adminPaths.login} replace />}
        </Route>
        <Route path={adminPaths.applications}>
          {session ? <ApplicationsQueuePage /> : <Redirect to={adminPaths.login} replace />}
        </Route>
        <Route path={adminPaths.applicationRoute}>
          {(params) =>
            session ? <ApplicationPage coverId={params.id} /> : <Redirect to={adminPaths.login} replace />
          }
        </Route>
        <Route path={adminPaths.claims}>
          {session ? (
            <Suspense fallback={loadingClaims}>
              <ClaimsQueuePage />
            </Suspense>
          ) : (
            <Redirect to={adminPaths.login} replace />
          )}
        </Route>
        <Route path={adminPaths.claimRoute}>
          {(params) =>
            session ? (
              <Suspense fallback={loadingClaims}>
                <ClaimPage claimId={params.id} />
              </Suspense>
            ) : (
              <Redirect to={adminPaths.login} replace />
            )
          }
        </Route>
        <Route path={adminPaths.payments}>
          {session ? <PaymentExceptionsPage session={session} /> : <Redirect to={adminPaths.login} replace />}
        </Route>
        <Route path={adminPaths.leads}>
          {session ? <LeadsPage /> : <Redirect to={adminPaths.login} replace />}
        </Route>
        <Route path={adminPaths.operators}>
          {session ? <OperatorsPage session={session} /> : <Redirect to={adminPaths.login} replace />}
        </Route>
        <Route path={adminPaths.audit}>
          {session ? <AuditLogPage /> : <Redirect to={adminPaths.login} replace />}
        </Route>
        <Route>
          <Redirect to={adminPaths.home} replace />
        </Route>
      </Switch>
    </main>
  );
}
