import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { Lead } from '../../../domain/api/admin-leads';
import { failureMessage } from '../../api/failure-message';
import { ConfirmButtons } from '../ui/confirm-buttons';
import { leadWords, markCalledQuestion } from './lead-words';
import { markLeadCalled } from './leads-api';

interface Props {
  lead: Lead;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** Mark called: an optional note of what came of the call, then a confirmation, then the call. */
export function LeadCalledAction({ lead, onDone, onCancel }: Props) {
  const noteId = useId();
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const noteField = useRef<HTMLTextAreaElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  // Keyboard and screen-reader users land where they are asked something: the note when the form opens
  // (the button that opened it is gone) or comes back, the confirmation when it is asked.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else noteField.current?.focus();
  }, [confirming]);

  const review = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setConfirming(true);
  };

  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await markLeadCalled(lead, note.trim());
      onDone(answer.message);
    } catch (failure) {
      setError(failureMessage(failure, { answered: leadWords.actionFailed, thrown: leadWords.actionFailed }));
      setConfirming(false);
      setBusy(false);
    }
  };

  return (
    <form className="desk-action" onSubmit={review} noValidate>
      <div className="field">
        <label htmlFor={noteId}>{leadWords.noteLabel}</label>
        <textarea
          ref={noteField}
          id={noteId}
          rows={3}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          aria-describedby={`${noteId}-hint`}
          disabled={confirming}
        />
        <p className="field__hint" id={`${noteId}-hint`}>
          {leadWords.noteHint}
        </p>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {confirming ? (
        <div className="desk-action__confirm">
          <p role="status">{markCalledQuestion(lead)}</p>
          <div className="desk-action__buttons">
            <ConfirmButtons
              confirmRef={confirmButton}
              confirmLabel="Yes, mark called"
              busyLabel="Saving…"
              busy={busy}
              onConfirm={confirm}
              cancelLabel="Go back"
              onCancel={() => setConfirming(false)}
            />
          </div>
        </div>
      ) : (
        <div className="desk-action__buttons">
          <button type="submit" className="button button--primary">
            Mark called…
          </button>
          <button type="button" className="button button--ghost" onClick={onCancel}>
            Cancel
          </button>
        </div>
      )}
    </form>
  );
}
