import '../applications/applications.css';
import './claims.css';
import { useCallback, useState } from 'react';
import { Link } from 'wouter';
import { adminClaimMessages } from '../../../domain/api/admin-claims';
import { claimStatusNames } from '../../../domain/claims/claim-status';
import { perilNames } from '../../../domain/claims/perils';
import { formatShillings } from '../../../domain/money';
import { adminPaths } from '../admin-paths';
import { useAdminLoad } from '../applications/use-admin-load';
import { PolicyName } from '../ui/policy-name';
import { claimAgeWords, documentListWords, settlementMark } from './claim-words';
import { fetchClaims } from './claims-api';
import { ClaimsReferenceFilter } from './claims-reference-filter';
import { SettlementFigure } from './settlement-figure';

const markClass = {
  none: '',
  Overdue: ' review-queue__item--overdue',
  'Due soon': ' claim-queue__item--due-soon',
} as const;

/** /admin/claims: the open claims, oldest first, with the 90-day count marked when it runs short. */
export function ClaimsQueuePage() {
  const [reference, setReference] = useState<string | null>(null);
  const load = useCallback(() => fetchClaims(reference ?? undefined), [reference]);
  const [loaded, reload] = useAdminLoad(load);
  return (
    <section aria-labelledby="claims-heading">
      <p>
        <Link href={adminPaths.home}>Back office home</Link>
      </p>
      <div className="admin__bar">
        <h2 id="claims-heading">Open claims</h2>
        <button type="button" className="button button--ghost" onClick={reload}>
          Refresh
        </button>
      </div>
      <ClaimsReferenceFilter applied={reference} onApply={setReference} />
      {loaded.state === 'loading' && <p role="status">Loading claims…</p>}
      {loaded.state === 'failed' && (
        <p className="form-error" role="alert">
          {loaded.message}
        </p>
      )}
      {loaded.state === 'ready' &&
        (loaded.data.length === 0 ? (
          <p role="status">
            {reference ? adminClaimMessages.noneForReference(reference) : 'No claims are open.'}
          </p>
        ) : (
          <ol
            className="review-queue"
            aria-label={
              reference ? `Open claims on policy ref ${reference}, oldest first` : 'Open claims, oldest first'
            }
          >
            {loaded.data.map((claim) => {
              const mark = settlementMark(claim.settlement_days);
              return (
                <li key={claim.id} className={`review-queue__item${markClass[mark ?? 'none']}`}>
                  <Link href={adminPaths.claim(claim.id)} className="review-queue__link">
                    {claim.holder_name || 'Unnamed client'}, {perilNames[claim.peril]}
                  </Link>
                  <p className="review-queue__ref">
                    <PolicyName policyNumber={claim.policy_number} reference={claim.reference} />
                  </p>
                  <dl className="review-queue__facts">
                    <div>
                      <dt>Status</dt>
                      <dd>{claimStatusNames[claim.status]}</dd>
                    </div>
                    <div>
                      <dt>Estimated loss</dt>
                      <dd>{formatShillings(claim.total_estimated_loss)}</dd>
                    </div>
                    <div>
                      <dt>Age</dt>
                      <dd>{claimAgeWords(claim.age_days)}</dd>
                    </div>
                    <div>
                      <dt>90-day count</dt>
                      <dd>
                        <SettlementFigure settlement={claim.settlement_days} />
                      </dd>
                    </div>
                    <div>
                      <dt>Missing documents</dt>
                      <dd>{documentListWords(claim.missing_documents)}</dd>
                    </div>
                  </dl>
                </li>
              );
            })}
          </ol>
        ))}
    </section>
  );
}
