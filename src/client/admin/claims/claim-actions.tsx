// The moves an operator may make on a claim in its status: Request a document, Start review,
// Approve with the settled amount, Decline with a reason, Mark settled with the payment reference. Only the
// status machine's moves are offered (claim-moves.ts); each is checked with the contract's own schema,
// confirmed before it is sent, and the result, or the server's refusal in words, is announced. An approval
// waiting for a second person's shows above them, with its button for whoever may give it.
import { type FormEvent, useRef, useState } from 'react';
import {
  type AdminClaim,
  ApproveClaimSchema,
  DeclineClaimSchema,
  RequestClaimDocumentSchema,
  SettleClaimSchema,
} from '../../../domain/api/admin-claims';
import { claimDocumentNames, claimDocumentTypes } from '../../../domain/claims/claim-documents';
import type { ClaimStatus } from '../../../domain/claims/claim-status';
import { type SettlementCap, settlementCapHint } from '../../../domain/claims/settlement-cap';
import { formatShillings, parseShillings } from '../../../domain/money';
import { failureMessage } from '../../api/failure-message';
import { useAdminSession } from '../admin-session';
import { ConfirmQuestion } from '../ui/confirm-buttons';
import { ActionField } from './action-field';
import { checkMove, moveFailed } from './check-move';
import { type ClaimAction, operatorActions } from './claim-moves';
import { type ClaimMoveRequest, sendClaimMove } from './claims-api';
import { moveConfirmation } from './move-confirmation';
import { SecondApproval } from './second-approval';

export function ClaimActions({
  claimId,
  status,
  cap,
  approval,
  onMoved,
}: {
  claimId: string;
  status: ClaimStatus;
  /** The most an approval may settle, shown beside the amount; the server enforces it. */
  cap: SettlementCap;
  /** The agents' limit and an approval waiting for a second person's. */
  approval: AdminClaim['approval'];
  /** Called with the server's sentence once a move is saved (the page announces it and reloads). */
  onMoved: (message: string) => void;
}) {
  const actions = operatorActions(status);
  const viewer = useAdminSession()?.operator ?? null;
  const [second, setSecond] = useState(false);
  const [documentType, setDocumentType] = useState('');
  const [message, setMessage] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [reference, setReference] = useState('');
  const [fieldError, setFieldError] = useState<{ field: string; text: string } | null>(null);
  const [pending, setPending] = useState<ClaimMoveRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  if (actions.length === 0) return null;

  const ask = (move: ClaimMoveRequest, isSecond = false) => {
    setFailed(null);
    setFieldError(null);
    setSecond(isSecond);
    setPending(move);
    // The question appears below; the focus goes to its answer so a keyboard user lands on it.
    requestAnimationFrame(() => confirmRef.current?.focus());
  };

  const submit = (event: FormEvent, action: ClaimAction) => {
    event.preventDefault();
    const fail = (field: string, text: string) => setFieldError({ field, text });
    if (action === 'request-document') {
      const body = { document_type: documentType || undefined, message };
      const result = checkMove(RequestClaimDocumentSchema, body);
      if ('error' in result) return fail(documentType ? 'message' : 'document_type', result.error);
      return ask({ action, ...result.ok });
    }
    if (action === 'approve') {
      const result = checkMove(ApproveClaimSchema, { settled_amount: parseShillings(amount) ?? Number.NaN });
      if ('error' in result) return fail('settled_amount', result.error);
      return ask({ action, ...result.ok });
    }
    if (action === 'decline') {
      const result = checkMove(DeclineClaimSchema, { reason });
      if ('error' in result) return fail('reason', result.error);
      return ask({ action, ...result.ok });
    }
    if (action === 'settle') {
      const result = checkMove(SettleClaimSchema, { payment_reference: reference });
      if ('error' in result) return fail('payment_reference', result.error);
      return ask({ action, ...result.ok });
    }
    ask({ action: 'start-review' });
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const answer = await sendClaimMove(claimId, pending);
      if (pending.action === 'request-document') {
        setDocumentType('');
        setMessage('');
      }
      onMoved(answer.message);
    } catch (failure) {
      setFailed(failureMessage(failure, { answered: moveFailed, thrown: moveFailed }));
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const errorOf = (field: string) => (fieldError?.field === field ? fieldError.text : null);

  return (
    <section className="review-actions" aria-labelledby="claim-actions-heading">
      <h3 id="claim-actions-heading">Actions</h3>
      <div className="review-actions__grid">
        {actions.includes('approve') && (
          <SecondApproval
            approval={approval}
            viewer={viewer}
            onApprove={(amount) => ask({ action: 'approve', settled_amount: amount }, true)}
          />
        )}
        {actions.includes('start-review') && (
          <form className="review-actions__box" onSubmit={(event) => submit(event, 'start-review')}>
            <p>Review can start once no required document is missing.</p>
            <button type="submit" className="button button--primary">
              Start review
            </button>
          </form>
        )}
        {actions.includes('request-document') && (
          <form
            className="review-actions__box"
            onSubmit={(event) => submit(event, 'request-document')}
            noValidate
          >
            <ActionField
              label="Document to ask for"
              error={errorOf('document_type')}
              control={(props) => (
                <select
                  {...props}
                  value={documentType}
                  onChange={(event) => setDocumentType(event.target.value)}
                >
                  <option value="">Choose a document</option>
                  {claimDocumentTypes.map((type) => (
                    <option key={type} value={type}>
                      {claimDocumentNames[type]}
                    </option>
                  ))}
                </select>
              )}
            />
            <ActionField
              label="What the client needs to send, and why"
              error={errorOf('message')}
              control={(props) => (
                <textarea
                  {...props}
                  rows={3}
                  value={message}
                  onChange={(event) => setMessage(event.target.value)}
                />
              )}
            />
            <button type="submit" className="button button--ghost">
              Request document
            </button>
          </form>
        )}
        {actions.includes('approve') && (
          <form className="review-actions__box" onSubmit={(event) => submit(event, 'approve')} noValidate>
            <ActionField
              label="Settled amount (KSh, whole shillings)"
              hint={
                cap.basis === 'not_covered'
                  ? settlementCapHint(cap)
                  : `${settlementCapHint(cap)} Above ${formatShillings(approval.agent_limit)} an admin must approve too.`
              }
              error={errorOf('settled_amount')}
              control={(props) => (
                <input
                  {...props}
                  inputMode="numeric"
                  autoComplete="off"
                  value={amount}
                  onChange={(event) => setAmount(event.target.value)}
                />
              )}
            />
            <button type="submit" className="button button--primary">
              Approve
            </button>
          </form>
        )}
        {actions.includes('decline') && (
          <form className="review-actions__box" onSubmit={(event) => submit(event, 'decline')} noValidate>
            <ActionField
              label="Reason for declining"
              hint="The client reads it as you write it."
              error={errorOf('reason')}
              control={(props) => (
                <textarea
                  {...props}
                  rows={3}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                />
              )}
            />
            <button type="submit" className="button button--ghost">
              Decline
            </button>
          </form>
        )}
        {actions.includes('settle') && (
          <form className="review-actions__box" onSubmit={(event) => submit(event, 'settle')} noValidate>
            <ActionField
              label="Payment reference"
              hint="For example the M-Pesa or bank transfer code."
              error={errorOf('payment_reference')}
              control={(props) => (
                <input
                  {...props}
                  autoComplete="off"
                  value={reference}
                  onChange={(event) => setReference(event.target.value)}
                />
              )}
            />
            <button type="submit" className="button button--primary">
              Mark settled
            </button>
          </form>
        )}
      </div>
      {pending && (
        <ConfirmQuestion
          question={moveConfirmation(pending, { second, agentLimit: approval.agent_limit })}
          confirmRef={confirmRef}
          busy={busy}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        />
      )}
      {failed && (
        <p className="form-error" role="alert">
          {failed}
        </p>
      )}
    </section>
  );
}
