// The parts of one claim an operator reads before moving it: what happened, to what and for how
// much, the client and the cover, the documents asked for and missing, and its history with who and when.
import type { ReactNode } from 'react';
import type { AdminClaim } from '../../../domain/api/admin-claims';
import { claimDocumentNames } from '../../../domain/claims/claim-documents';
import { claimStatusNames } from '../../../domain/claims/claim-status';
import { formatShillings } from '../../../domain/money';
import { formatPhoneForPeople } from '../../../domain/phone';
import { lastDayOfCover } from '../../../domain/renewals/cover-period';
import { nairobiTime } from '../applications/review-words';
import { Facts } from '../ui/facts';
import { PolicyName } from '../ui/policy-name';
import { ClaimItemsTable } from './claim-items-table';
import { documentListWords, nairobiDay } from './claim-words';
import { SettlementFigure } from './settlement-figure';

const needWords = {
  required: 'required',
  with_items: 'required with items',
  if_applicable: 'if applicable',
  requested: 'asked for',
} as const;

export function ClaimSections({ detail }: { detail: AdminClaim }) {
  const { claim, client, cover } = detail;
  const stopped = claim.status === 'settled' || claim.status === 'declined';
  return (
    <>
      <Facts
        title="Claim"
        facts={[
          ['Status', claim.status_name],
          ['Peril', claim.peril_name],
          ['When it happened', nairobiTime(claim.occurred_at)],
          ['Where', claim.place],
          ['Claim made', nairobiTime(claim.created_at)],
          [
            stopped ? '90-day count (stopped)' : '90-day count',
            <SettlementFigure key="days" settlement={claim.settlement_days} />,
          ],
          [
            'Documents complete',
            claim.documents_complete_at ? nairobiTime(claim.documents_complete_at) : 'Not yet',
          ],
          ...(claim.settled_amount !== null
            ? ([['Settled amount', formatShillings(claim.settled_amount)]] as [string, ReactNode][])
            : []),
          ...(claim.payment_reference
            ? ([['Payment reference', claim.payment_reference]] as [string, ReactNode][])
            : []),
        ]}
      />
      <section className="application__section" aria-label="The client's words">
        <h3>The client's words</h3>
        <p className="claim__words">{claim.description}</p>
        {claim.third_party && (
          <>
            <h4>Third party</h4>
            <p className="claim__words">{claim.third_party}</p>
          </>
        )}
      </section>
      <section className="application__section" aria-label="Items">
        <h3>Items</h3>
        {claim.items.length === 0 ? (
          <p>
            No items listed (a claim against the client's liability).{' '}
            {detail.settlement_cap_basis === 'not_covered'
              ? 'The policy states no third-party liability cover.'
              : `The policy's third-party liability limit: ${formatShillings(detail.settlement_cap)}.`}
          </p>
        ) : (
          <ClaimItemsTable detail={detail} />
        )}
      </section>
      <section className="application__section" aria-label="Documents">
        <h3>Documents</h3>
        <ul>
          {claim.documents.map((document) => (
            <li key={`${document.document_type}-${document.need}`}>
              {document.name} ({needWords[document.need]}
              {document.when ? `, ${document.when}` : ''})
            </li>
          ))}
        </ul>
        <p>
          <strong>Missing:</strong> {documentListWords(claim.missing_documents)}
        </p>
      </section>
      <section className="application__section" aria-label="History">
        <h3>History</h3>
        <ol className="application__history">
          {detail.history.map((event) => (
            <li key={`${event.at}-${event.status}-${event.by}`}>
              {claimStatusNames[event.status]} on {nairobiTime(event.at)}, by {event.by}
              {event.document_type && <>: {claimDocumentNames[event.document_type]}</>}
              {event.note && <> — “{event.note}”</>}
              {event.settled_amount !== null && <>, {formatShillings(event.settled_amount)}</>}
              {event.payment_reference && <>, reference {event.payment_reference}</>}
            </li>
          ))}
        </ol>
      </section>
      <Facts
        title="Client and cover"
        facts={[
          ['Client', client.name],
          ['Phone', formatPhoneForPeople(client.msisdn)],
          ['E-mail', client.email],
          ['Product', cover.product_name],
          // Named as the client reads it, the formal number beside the reference once issued.
          [
            'Policy',
            <PolicyName key="policy" policyNumber={cover.policy_number} reference={cover.reference} />,
          ],
          [
            'Period',
            cover.start_date
              ? // The last day of cover, as the portal and the schedule say it.
                `${nairobiDay(cover.start_date)} to ${nairobiDay(cover.end_date && lastDayOfCover(new Date(cover.end_date)).toISOString())}`
              : 'Not in force',
          ],
        ]}
      />
    </>
  );
}
