import './claims.css';
import { Link } from 'wouter';
import { claimStatusNames } from '../../../domain/claims/claim-status';
import { perilNames } from '../../../domain/claims/perils';
import { adminPaths } from '../admin-paths';
import { useAdminLoad } from '../applications/use-admin-load';
import { claimAgeWords } from './claim-words';
import { fetchClaims } from './claims-api';
import { SettlementFigure } from './settlement-figure';

/** The dashboard's oldest open claim (the queue's first), read from the queue itself. */
export function OldestClaim() {
  const [loaded] = useAdminLoad(fetchClaims);
  if (loaded.state === 'loading') return <p>Loading claims…</p>;
  if (loaded.state === 'failed') return <p className="form-error">{loaded.message}</p>;
  const claim = loaded.data[0];
  return (
    <>
      {claim ? (
        <p>
          {claim.holder_name || 'Unnamed client'}, {perilNames[claim.peril]}: {claimStatusNames[claim.status]}
          , {claimAgeWords(claim.age_days).toLowerCase()}; 90-day count:{' '}
          <SettlementFigure settlement={claim.settlement_days} />.{' '}
          <Link href={adminPaths.claim(claim.id)}>Open the claim</Link>
        </p>
      ) : (
        <p>None open.</p>
      )}
      <p>
        <Link href={adminPaths.claims}>See all open claims</Link>
      </p>
    </>
  );
}
