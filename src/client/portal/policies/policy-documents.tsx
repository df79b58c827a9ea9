import { useState } from 'react';
import type { Policy } from '../../../domain/api';
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
 * A policy's receipt (once its payment has landed) and schedule (once the agency has approved
 * it). A document opened once stays on the device and opens offline.
 */
export function PolicyDocuments({ policy, online }: PolicyDocumentsProps) {
  const [busy, setBusy] = useState<CoverDocumentKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!coverPayment(policy)) return null;
  const approved = policy.review_status === 'approved';

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
