// /profile's My Claims: the claims waiting to be sent, the client's claims (kept on the device,
// shown offline with their age), one claim's status, and the 'Make a claim' form for a policy. Loaded
// lazily by the profile page: none of it is needed until the section opens.
import './claims.css';
import { useCallback, useState } from 'react';
import { claimDocumentNames } from '../../../domain/claims/claim-documents';
import { claimFormMessages, myClaimsMessages } from '../../../domain/claims/claim-screen-messages';
import { claimQueueMessages } from '../../../domain/claims/claim-sending';
import { formatShillings } from '../../../domain/money';
import { useOnline } from '../../pwa/use-online';
import { formatAge, formatPolicyDate } from '../policies/policy-dates';
import { ClaimForm } from './claim-form';
import { ClaimStatusView } from './claim-status-view';
import { QueuedClaims } from './queued-claims';
import { useClaimable } from './use-claimable';
import { useMyClaims } from './use-my-claims';

export interface ClaimTarget {
  coverId: string;
  label: string;
}

interface MyClaimsSectionProps {
  userId: string;
  /** A policy whose 'Make a claim' was just pressed: the form opens for it. */
  claimOn: ClaimTarget | null;
  onClaimClosed: () => void;
}

function NewClaim({
  userId,
  target,
  onDone,
}: {
  userId: string;
  target: ClaimTarget;
  onDone: (offline: boolean | null) => void;
}) {
  const { cover, error } = useClaimable(userId, target.coverId);
  if (error)
    return (
      <p className="form-error" role="alert">
        {error}
      </p>
    );
  if (!cover) return <p>{claimFormMessages.loading}</p>;
  return (
    <ClaimForm
      userId={userId}
      cover={cover}
      label={target.label}
      onQueued={onDone}
      onCancel={() => onDone(null)}
    />
  );
}

export default function MyClaimsSection({ userId, claimOn, onClaimClosed }: MyClaimsSectionProps) {
  const online = useOnline();
  const { claims, savedAt, error, refresh } = useMyClaims(userId);
  const [openId, setOpenId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const delivered = useCallback(
    (claimId: string) => {
      // 'No connection…' is out of date once the claim has reached us.
      setNotice(null);
      void refresh().then(() => setOpenId(claimId));
    },
    [refresh],
  );

  if (claimOn) {
    return (
      <NewClaim
        userId={userId}
        target={claimOn}
        onDone={(offline) => {
          setNotice(
            offline === null ? null : offline ? claimQueueMessages.queued : claimQueueMessages.sending,
          );
          onClaimClosed();
        }}
      />
    );
  }
  const open = claims?.find((claim) => claim.id === openId);
  return (
    <div className="my-claims">
      {notice && (
        <p className="form-warning" role="status">
          {notice}
        </p>
      )}
      <QueuedClaims userId={userId} online={online} onDelivered={delivered} />
      {savedAt !== null && (
        <p className="policies-status" role="status">
          {myClaimsMessages.lastUpdated({ age: formatAge(savedAt) })}
          {online ? '' : myClaimsMessages.offlineMark}
        </p>
      )}
      {error &&
        // No copy offline is a fact, not a failure: said quietly, beside any claim waiting to be sent.
        (error === myClaimsMessages.offlineNoCopy ? (
          <p className="policies-status" role="status">
            {error}
          </p>
        ) : (
          <p className="form-error" role="alert">
            {error}
          </p>
        ))}
      {open ? (
        <ClaimStatusView
          claim={open}
          userId={userId}
          online={online}
          onBack={() => setOpenId(null)}
          onDocumentQueued={() => undefined}
        />
      ) : claims === undefined ? (
        !error && <p>{myClaimsMessages.loading}</p>
      ) : claims.length === 0 ? (
        <p>{myClaimsMessages.empty}</p>
      ) : (
        <ul className="claims-list">
          {claims.map((claim) => (
            <li key={claim.id} className="claims-list__item">
              <button
                type="button"
                className="claims-list__open"
                onClick={() => {
                  setNotice(null);
                  setOpenId(claim.id);
                }}
              >
                <strong>{claim.reference}</strong>{' '}
                <span className="claim-status__name">{claim.status_name}</span>
                <span>
                  {claim.peril_name}, {formatPolicyDate(claim.created_at)}
                  {claim.total_estimated_loss > 0 && `, ${formatShillings(claim.total_estimated_loss)}`}
                </span>
                {claim.missing_documents.length > 0 && (
                  <span>
                    {myClaimsMessages.missing({
                      list: claim.missing_documents.map((type) => claimDocumentNames[type]).join('; '),
                    })}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
