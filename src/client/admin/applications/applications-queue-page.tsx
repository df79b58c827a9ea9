import './applications.css';
import { Link } from 'wouter';
import { formatShillings } from '../../../domain/money';
import { adminPaths } from '../admin-paths';
import { PolicyName } from '../ui/policy-name';
import { fetchApplications } from './applications-api';
import { FindByReference } from './find-by-reference';
import { ageWords, nairobiTime, reviewStatusWords } from './review-words';
import { useAdminLoad } from './use-admin-load';

/** /admin/applications: paid covers awaiting review, longest-waiting first, overdue ones marked. */
export function ApplicationsQueuePage() {
  const [loaded, reload] = useAdminLoad(fetchApplications);
  return (
    <section aria-labelledby="applications-heading">
      <p>
        <Link href={adminPaths.home}>Back office home</Link>
      </p>
      <div className="admin__bar">
        <h2 id="applications-heading">Applications awaiting review</h2>
        <button type="button" className="button button--ghost" onClick={reload}>
          Refresh
        </button>
      </div>
      <FindByReference />
      {loaded.state === 'loading' && <p role="status">Loading applications…</p>}
      {loaded.state === 'failed' && (
        <p className="form-error" role="alert">
          {loaded.message}
        </p>
      )}
      {loaded.state === 'ready' &&
        (loaded.data.length === 0 ? (
          <p>No applications are waiting for review.</p>
        ) : (
          <ol className="review-queue">
            {loaded.data.map((application) => (
              <li
                key={application.cover_id}
                className={`review-queue__item${application.overdue ? ' review-queue__item--overdue' : ''}`}
              >
                <Link href={adminPaths.application(application.cover_id)} className="review-queue__link">
                  {application.holder_name || 'Unnamed client'}, {application.product_name}
                </Link>
                <p className="review-queue__ref">
                  <PolicyName policyNumber={application.policy_number} reference={application.reference} />
                </p>
                <dl className="review-queue__facts">
                  <div>
                    <dt>Paid</dt>
                    <dd>
                      {formatShillings(application.amount_paid)} on {nairobiTime(application.paid_at)}
                    </dd>
                  </div>
                  <div>
                    <dt>Age</dt>
                    <dd>
                      {ageWords(application.age_hours)}
                      {application.overdue && (
                        <strong className="review-badge review-badge--overdue">Overdue</strong>
                      )}
                    </dd>
                  </div>
                  <div>
                    <dt>Status</dt>
                    <dd>{reviewStatusWords[application.review_status]}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ol>
        ))}
    </section>
  );
}
