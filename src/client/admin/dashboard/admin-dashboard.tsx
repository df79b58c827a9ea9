import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { Dashboard } from '../../../domain/api/admin-dashboard';
import { backOfficeMessages } from '../../../domain/back-office/back-office-messages';
import { formatWaitingAge, REVIEW_PROMISE_MINUTES } from '../../../domain/back-office/waiting-age';
import { formatShillings } from '../../../domain/money';
import { failureMessage } from '../../api/failure-message';
import { adminPaths } from '../admin-paths';
import { exceptionKindTitle } from '../payments/payment-exception-words';
import { loadDashboard } from './dashboard-api';

const loadFailed = backOfficeMessages.dashboardLoadFailed;

// From the claims chunks: the /admin chunk keeps its size, and the claims code loads beside today's figures.
const OldestClaim = lazy(() =>
  import('../claims/oldest-claim').then((module) => ({ default: module.OldestClaim })),
);

/** The back office's home: today's figures (Nairobi's day) and the oldest waiting work. */
export function AdminDashboard() {
  const [dashboard, setDashboard] = useState<Dashboard | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    loadDashboard()
      .then(setDashboard)
      .catch((failure) => setError(failureMessage(failure, { answered: loadFailed, thrown: loadFailed })));
  }, []);

  if (error) {
    return (
      <p className="form-error" role="alert">
        {error}
      </p>
    );
  }
  if (!dashboard) return <p>Loading today’s figures…</p>;
  const figures: [string, string][] = [
    ['Quotes', String(dashboard.quotes)],
    ['Purchases', String(dashboard.purchases)],
    ['Payments', `${dashboard.payments.count} · ${formatShillings(dashboard.payments.total)}`],
    ['Approvals', String(dashboard.approvals)],
    ['Claims', String(dashboard.claims)],
  ];
  const application = dashboard.oldest_application;
  const exception = dashboard.oldest_exception;
  return (
    <section aria-labelledby="dashboard-today">
      <h2 id="dashboard-today">Today ({dashboard.day})</h2>
      <dl className="desk-figures">
        {figures.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2>Waiting longest</h2>
      <ul className="desk-waiting">
        <li>
          <h3>Application awaiting review</h3>
          {application ? (
            <p>
              Paid {formatWaitingAge(application.age_minutes)} ago
              {application.age_minutes > REVIEW_PROMISE_MINUTES && <strong> (past the 48 h promise)</strong>}
              {application.review_status === 'info_requested' ? ', information asked for' : ''}.{' '}
              <Link href={adminPaths.application(application.cover_id)}>Open the application</Link>
            </p>
          ) : (
            <p>None waiting.</p>
          )}
        </li>
        <li>
          <h3>Payment exception</h3>
          {exception ? (
            <p>
              {exceptionKindTitle[exception.kind]}
              {exception.amount === null ? '' : `, ${formatShillings(exception.amount)}`}, waiting{' '}
              {formatWaitingAge(exception.age_minutes)}.
            </p>
          ) : (
            <p>None open.</p>
          )}
          <p>
            <Link href={adminPaths.payments}>See all payment exceptions</Link>
          </p>
        </li>
        <li>
          <h3>Open claim</h3>
          <Suspense fallback={<p>Loading claims…</p>}>
            <OldestClaim />
          </Suspense>
        </li>
      </ul>
    </section>
  );
}
