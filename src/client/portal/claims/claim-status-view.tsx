// One claim as the client follows it: its reference, every status with its date, what to do
// next, what is missing, the days since the documents were complete against the 90-day limit, the files,
// and once settled the amount and the payment's reference.

import type { Claim } from '../../../domain/api/claims';
import { claimDocumentNames } from '../../../domain/claims/claim-documents';
import { claimStatusViewMessages as texts } from '../../../domain/claims/claim-screen-messages';
import { claimStatusNames } from '../../../domain/claims/claim-status';
import { formatShillings } from '../../../domain/money';
import { formatPolicyDate } from '../policies/policy-dates';
import { AddClaimDocument } from './add-claim-document';
import { ClaimFileThumbnail } from './claim-file-thumbnail';

interface ClaimStatusViewProps {
  claim: Claim;
  userId: string;
  online: boolean;
  onBack: () => void;
  onDocumentQueued: () => void;
}

export function ClaimStatusView({ claim, userId, online, onBack, onDocumentQueued }: ClaimStatusViewProps) {
  const days = claim.settlement_days;
  const open =
    claim.status === 'received' || claim.status === 'documents_needed' || claim.status === 'under_review';
  return (
    <article className="claim-status" aria-labelledby={`claim-${claim.id}`}>
      <button type="button" className="button button--ghost" onClick={onBack}>
        {texts.back}
      </button>
      <h3 id={`claim-${claim.id}`}>
        {texts.heading({ reference: claim.reference })}{' '}
        <span className="claim-status__name">{claim.status_name}</span>
      </h3>
      <p>
        {claim.peril_name}, {formatPolicyDate(claim.occurred_at)}, {claim.place}
      </p>
      <p className="claim-status__next">
        <strong>{texts.nextStep} </strong>
        {claim.next_step}
      </p>
      {claim.missing_documents.length > 0 && (
        <div className="claim-status__missing">
          <h4>{texts.stillMissing}</h4>
          <ul>
            {claim.missing_documents.map((type) => (
              <li key={type}>{claimDocumentNames[type]}</li>
            ))}
          </ul>
        </div>
      )}
      {days && (
        <p className={days.overdue ? 'form-warning' : undefined}>
          {texts.daysSince({ days: days.days, limit: days.limit })}
          {claim.status === 'settled'
            ? '.'
            : days.overdue
              ? texts.pastLimit
              : texts.daysLeft({ days: days.days_left })}
        </p>
      )}
      {claim.settled_amount !== null && (
        <p>
          {texts.settledAmount} <strong>{formatShillings(claim.settled_amount)}</strong>
          {claim.payment_reference && texts.paymentReference({ reference: claim.payment_reference })}
        </p>
      )}
      <h4>{texts.history}</h4>
      <ol className="claim-history">
        {claim.history.map((event) => (
          <li key={`${event.status}-${event.at}`}>
            <strong>{claimStatusNames[event.status]}</strong> <span>{formatPolicyDate(event.at)}</span>
            {event.note && <p className="claim-history__note">{event.note}</p>}
          </li>
        ))}
      </ol>
      {claim.missing_documents.length > 0 && open && (
        <AddClaimDocument claim={claim} userId={userId} onQueued={onDocumentQueued} />
      )}
      <h4>{texts.files}</h4>
      {claim.files.length === 0 ? (
        <p>{texts.noneYet}</p>
      ) : online ? (
        <ul className="claim-files" aria-label={texts.filesOfClaim}>
          {claim.files.map((file) => (
            <ClaimFileThumbnail key={file.id} file={file} />
          ))}
        </ul>
      ) : (
        <p>{texts.filesOffline({ count: claim.files.length })}</p>
      )}
    </article>
  );
}
