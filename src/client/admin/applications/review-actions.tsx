// The three decisions on an application, each confirmed before it is sent: Approve,
// Decline (with its reason) and Ask for information (with what is missing). The result, or the server's
// refusal in words, is announced.
import { type FormEvent, useId, useRef, useState } from 'react';
import { applicationMessages } from '../../../domain/back-office/application-messages';
import { backOfficeMessages } from '../../../domain/back-office/back-office-messages';
import { failureMessage } from '../../api/failure-message';
import { ConfirmQuestion } from '../ui/confirm-buttons';
import { type ReviewDecision, sendDecision } from './applications-api';

const decisionFailed = backOfficeMessages.decisionFailed;

const confirmations: Record<ReviewDecision['action'], string> = {
  approve:
    'Approve this application? The policy number is issued and the client is e-mailed the schedule and receipt.',
  decline: 'Decline this application? The client is told the reason and the payment is flagged for refund.',
  'request-info': 'Send this request to the client by e-mail and SMS?',
};

function NoteField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error: string | null;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={3}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export function ReviewActions({
  coverId,
  onDecided,
}: {
  coverId: string;
  /** Called with the server's sentence once a decision is saved (the page announces it and reloads). */
  onDecided: (message: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<{ field: 'reason' | 'message'; text: string } | null>(null);
  const [pending, setPending] = useState<ReviewDecision | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  const ask = (decision: ReviewDecision) => {
    setFailed(null);
    setFieldError(null);
    setPending(decision);
    // The question appears below; the focus goes to its answer so a keyboard user lands on it.
    requestAnimationFrame(() => confirmRef.current?.focus());
  };

  const askWithNote = (event: FormEvent, action: 'decline' | 'request-info') => {
    event.preventDefault();
    if (action === 'decline') {
      if (!reason.trim()) return setFieldError({ field: 'reason', text: applicationMessages.reasonRequired });
      ask({ action, reason: reason.trim() });
    } else {
      if (!message.trim())
        return setFieldError({ field: 'message', text: applicationMessages.infoMessageRequired });
      ask({ action, message: message.trim() });
    }
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const answer = await sendDecision(coverId, pending);
      if (pending.action === 'request-info') setMessage('');
      onDecided(answer.message);
    } catch (failure) {
      setFailed(failureMessage(failure, { answered: decisionFailed, thrown: decisionFailed }));
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return (
    <section className="review-actions" aria-labelledby="decision-heading">
      <h3 id="decision-heading">Decision</h3>
      <div className="review-actions__grid">
        <div className="review-actions__box">
          <button type="button" className="button button--primary" onClick={() => ask({ action: 'approve' })}>
            Approve
          </button>
        </div>
        <form className="review-actions__box" onSubmit={(event) => askWithNote(event, 'decline')} noValidate>
          <NoteField
            label="Reason for declining"
            value={reason}
            onChange={setReason}
            error={fieldError?.field === 'reason' ? fieldError.text : null}
          />
          <button type="submit" className="button button--ghost">
            Decline
          </button>
        </form>
        <form
          className="review-actions__box"
          onSubmit={(event) => askWithNote(event, 'request-info')}
          noValidate
        >
          <NoteField
            label="What the client needs to send"
            value={message}
            onChange={setMessage}
            error={fieldError?.field === 'message' ? fieldError.text : null}
          />
          <button type="submit" className="button button--ghost">
            Ask for information
          </button>
        </form>
      </div>
      {pending && (
        <ConfirmQuestion
          question={confirmations[pending.action]}
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
