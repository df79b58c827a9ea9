import { useState } from 'react';
import { useLocation } from 'wouter';
import { confirmationMessages } from '../../../domain/confirmation-messages';
import { documentMessages } from '../../../domain/documents/document-messages';
import { normaliseMsisdn } from '../../../domain/phone';
import { type CoverDocumentKind, fetchCoverDocument } from '../../api/documents-api';
import { failureMessage } from '../../api/failure-message';
import { openPdf } from '../../portal/policies/open-pdf';
import { paths } from '../../routing/paths';
import { useSession } from '../../state/session';
import { settledPurchaseAccess } from '../state/settled-purchase-access';

const fileSafe = (text: string) => text.replace(/[^A-Za-z0-9-]+/g, '-');

/**
 * Application Complete!'s ways on: the policy in the portal, its receipt and its cover note (the proof of
 * cover to show a landlord or a bank before the review ends). The portal
 * needs the holder's sign-in: /login opens with the policy's phone filled in (while this page still knows
 * it) and the person proves it with the code, landing on the policy. The receipt comes at once to the page
 * that paid (its payment token, for half an hour) or to the holder's session; anyone else signs in first.
 */
export function ConfirmationLinks({
  coverId,
  receipt,
  reference = null,
}: {
  coverId: string;
  receipt: string | null;
  reference?: string | null;
}) {
  const [, navigate] = useLocation();
  const session = useSession();
  const [busy, setBusy] = useState<'receipt' | 'cover-note' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const access = settledPurchaseAccess(coverId);
  const destination = paths.policyInPortal(coverId);
  // Someone else signed in on this phone is not the buyer: the policy is not in their portal.
  const signedInAsBuyer =
    session.is_authenticated &&
    (!access || normaliseMsisdn(access.phone) === (session.userDetails?.msisdn ?? session.msisdn));

  const signInThen = () =>
    navigate(paths.login, { state: { phone: access?.phone ?? '', next: destination } });

  const openPortal = () => (signedInAsBuyer ? navigate(destination) : signInThen());

  const fileNameOf = (kind: 'receipt' | 'cover-note') =>
    kind === 'receipt'
      ? `kinga-receipt-${fileSafe(receipt ?? coverId)}.pdf`
      : `kinga-cover-note-${fileSafe(reference ?? coverId)}.pdf`;

  const download = async (kind: Extract<CoverDocumentKind, 'receipt' | 'cover-note'>) => {
    const token = access?.paymentToken ?? undefined;
    if (!token && !signedInAsBuyer) {
      signInThen();
      return;
    }
    setBusy(kind);
    setFailure(null);
    try {
      const bytes = await fetchCoverDocument(coverId, kind, token);
      openPdf(bytes, fileNameOf(kind));
    } catch (error) {
      const { documentFailed } = documentMessages;
      setFailure(failureMessage(error, { answered: documentFailed, thrown: documentFailed }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="summary-card confirmation-links" aria-labelledby="confirmation-links-heading">
      <h3 id="confirmation-links-heading">{confirmationMessages.heading}</h3>
      {!signedInAsBuyer && <p className="field__hint">{confirmationMessages.signInNote}</p>}
      <div className="confirmation-links__actions">
        <button type="button" className="button button--primary" onClick={openPortal}>
          {confirmationMessages.seePolicy}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void download('cover-note')}
          disabled={busy !== null}
          aria-busy={busy === 'cover-note'}
        >
          {busy === 'cover-note'
            ? confirmationMessages.preparingCoverNote
            : confirmationMessages.downloadCoverNote}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void download('receipt')}
          disabled={busy !== null}
          aria-busy={busy === 'receipt'}
        >
          {busy === 'receipt' ? confirmationMessages.preparingReceipt : confirmationMessages.downloadReceipt}
        </button>
      </div>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
