import { useState } from 'react';
import type { Policy } from '../../../domain/api/covers';
import { documentMessages } from '../../../domain/documents/document-messages';
import { coverPayment } from '../../../domain/documents/payment-receipt';
import type { CoverDocumentKind } from '../../api/documents-api';
import { ApiRequestError } from '../../api/http';
import { coverDocument } from './cover-document';
import { openPdf } from './open-pdf';

interface PolicyDocumentsProps {
  policy: Policy;
  online: boolean;
}

/**
 * A policy's receipt and cover note (once its payment has landed) and schedule (once the agency has
 * approved it). The cover note is the proof of cover while the application is reviewed: the schedule
 * replaces it on approval, and a declined application's note is withdrawn, so it is offered only in
 * between. A document opened once stays on the device and opens offline.
 */
export function PolicyDocuments({ policy, online }: PolicyDocumentsProps) {
  const [busy, setBusy] = useState<CoverDocumentKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!coverPayment(policy)) return null;
  const approved = policy.review_status === 'approved';
  const underReview = policy.review_status === 'pending' || policy.review_status === 'info_requested';

  async function open(kind: CoverDocumentKind) {
    setBusy(kind);
    setError(null);
    try {
      const document = await coverDocument(policy, kind, online);
      openPdf(document.bytes, document.fileName);
    } catch (failure) {
      // Every ApiRequestError carries a sentence for the client (the server's, or the device copy's absence).
      setError(failure instanceof ApiRequestError ? failure.message : documentMessages.documentFailed);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="policy-documents">
      <div className="policy-card__actions">
        {underReview && (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy !== null}
            aria-busy={busy === 'cover-note'}
            onClick={() => void open('cover-note')}
          >
            {documentMessages.downloadCoverNote}
          </button>
        )}
        <button
          type="button"
          className="button button--ghost"
          disabled={busy !== null}
          aria-busy={busy === 'receipt'}
          onClick={() => void open('receipt')}
        >
          {documentMessages.downloadReceipt}
        </button>
        {approved && (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy !== null}
            aria-busy={busy === 'schedule'}
            onClick={() => void open('schedule')}
          >
            {documentMessages.downloadSchedule}
          </button>
        )}
      </div>
      {!approved && (
        <p className="policy-documents__note">
          {policy.review_status === 'declined'
            ? documentMessages.noScheduleDeclined
            : documentMessages.scheduleNotReady}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
