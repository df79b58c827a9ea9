import '../applications/applications.css';
import './claims.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { adminPaths } from '../admin-paths';
import { useAdminLoad } from '../applications/use-admin-load';
import { PolicyName } from '../ui/policy-name';
import { ClaimActions } from './claim-actions';
import { ClaimFiles } from './claim-files';
import { ClaimSections } from './claim-sections';
import { fetchClaim } from './claims-api';

/** /admin/claims/:id: the claim in full, its photos and documents, and the moves its status allows. */
export function ClaimPage({ claimId }: { claimId: string }) {
  const load = useCallback(() => fetchClaim(claimId), [claimId]);
  const [loaded, reload] = useAdminLoad(load);
  // Each move is a new object, so the same sentence twice (a second document asked for) still moves focus.
  const [moved, setMoved] = useState<{ message: string } | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  // The buttons change with the status: the focus goes to what happened, not to the page's body.
  useEffect(() => {
    if (moved) resultRef.current?.focus();
  }, [moved]);
  const onMoved = (message: string) => {
    setMoved({ message });
    reload();
  };
  const detail = loaded.state === 'ready' ? loaded.data : null;
  return (
    <section aria-labelledby="claim-heading" className="application">
      <p>
        <Link href={adminPaths.claims}>All open claims</Link>
      </p>
      <h2 id="claim-heading">
        Claim{detail ? ` ${detail.claim.reference}: ${detail.client.name || 'Unnamed client'}` : ''}
      </h2>
      <div role="status">
        {loaded.state === 'loading' && <p>Loading the claim…</p>}
        {moved && (
          <p ref={resultRef} tabIndex={-1} className="review-actions__result">
            {moved.message}
          </p>
        )}
      </div>
      {loaded.state === 'failed' && (
        <p className="form-error" role="alert">
          {loaded.message}
        </p>
      )}
      {detail && (
        <>
          <p className="application__ref">
            {/* The policy as the client on the phone names it, before anything else. */}
            <PolicyName policyNumber={detail.cover.policy_number} reference={detail.cover.reference} /> ·{' '}
            {detail.claim.status_name} · {detail.claim.peril_name} · next for the client:{' '}
            {detail.claim.next_step}
          </p>
          <ClaimActions
            claimId={claimId}
            status={detail.claim.status}
            cap={{ basis: detail.settlement_cap_basis, amount: detail.settlement_cap }}
            approval={detail.approval}
            onMoved={onMoved}
          />
          <ClaimFiles files={detail.claim.files} />
          <ClaimSections detail={detail} />
        </>
      )}
    </section>
  );
}
