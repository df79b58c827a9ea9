import './applications.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { policyLabelOfPolicy } from '../../../domain/policy-label';
import { adminPaths } from '../admin-paths';
import { ApplicationSections } from './application-sections';
import { fetchApplication } from './applications-api';
import { ReviewActions } from './review-actions';
import { ageWords } from './review-words';
import { useAdminLoad } from './use-admin-load';

/** /admin/applications/:id: the whole application and, while undecided, the decisions. */
export function ApplicationPage({ coverId }: { coverId: string }) {
  const load = useCallback(() => fetchApplication(coverId), [coverId]);
  const [loaded, reload] = useAdminLoad(load);
  const status = loaded.state === 'ready' ? loaded.data.review.status : null;
  // Only an application still waiting shows its age and the decisions.
  const awaiting = status === 'pending' || status === 'info_requested';
  // Each decision is a new object, so the same sentence twice (information asked again) still moves focus.
  const [decided, setDecided] = useState<{ message: string } | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  // The buttons may go once the application is decided: the focus goes to what happened.
  useEffect(() => {
    if (decided) resultRef.current?.focus();
  }, [decided]);
  const onDecided = (message: string) => {
    setDecided({ message });
    reload();
  };
  return (
    <section aria-labelledby="application-heading" className="application">
      <p>
        <Link href={adminPaths.applications}>All applications</Link>
      </p>
      <h2 id="application-heading">
        Application
        {loaded.state === 'ready' && loaded.data.contact.name ? `: ${loaded.data.contact.name}` : ''}
      </h2>
      <div role="status">
        {loaded.state === 'loading' && <p>Loading the application…</p>}
        {decided && (
          <p ref={resultRef} tabIndex={-1} className="review-actions__result">
            {decided.message}
          </p>
        )}
      </div>
      {loaded.state === 'failed' && (
        <p className="form-error" role="alert">
          {loaded.message}
        </p>
      )}
      {loaded.state === 'ready' && (
        <>
          <p className="application__ref">
            <span>{policyLabelOfPolicy(loaded.data.policy)}</span>
            {awaiting && loaded.data.age_hours !== null && (
              <>
                {' '}
                · {ageWords(loaded.data.age_hours)}
                {loaded.data.overdue && (
                  <strong className="review-badge review-badge--overdue">Overdue</strong>
                )}
              </>
            )}
          </p>
          {awaiting && <ReviewActions coverId={coverId} onDecided={onDecided} />}
          <ApplicationSections application={loaded.data} />
        </>
      )}
    </section>
  );
}
