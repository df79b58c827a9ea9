import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { PaymentException } from '../../../domain/api/admin-payment-exceptions';
import { backOfficeMessages } from '../../../domain/back-office/back-office-messages';
import { paymentExceptionMessages } from '../../../domain/back-office/payment-exception-messages';
import { formatShillings } from '../../../domain/money';
import { failureMessage } from '../../api/failure-message';
import { TextField } from '../../ui/text-field';
import { ConfirmButtons } from '../ui/confirm-buttons';
import { matchPaymentException, resolvePaymentException } from './payment-exceptions-api';

const actionFailed = backOfficeMessages.paymentExceptionActionFailed;

interface Props {
  exception: PaymentException;
  action: 'match' | 'resolve';
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** Match or Mark resolved: the form, then a confirmation naming what will happen, then the call. */
export function PaymentExceptionAction({ exception, action, onDone, onCancel }: Props) {
  const noteId = useId();
  const [coverId, setCoverId] = useState(exception.cover_id ?? exception.suggested_cover_id ?? '');
  const [receipt, setReceipt] = useState('');
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const matching = action === 'match';
  // Keyboard and screen-reader users land on the confirmation they are asked for.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);
  const needsReceipt = matching && exception.kind === 'prompt';

  const review = (event: FormEvent) => {
    event.preventDefault();
    // The server checks the same; saying it here spares a round trip for the obvious case.
    if (!matching && note.trim() === '') return setError(paymentExceptionMessages.noteRequired);
    if (matching && coverId.trim() === '') return setError(paymentExceptionMessages.coverRequired);
    if (needsReceipt && receipt.trim() === '') return setError(paymentExceptionMessages.receiptRequired);
    setError(null);
    setConfirming(true);
  };

  const confirm = async () => {
    setBusy(true);
    try {
      const answer = matching
        ? await matchPaymentException(exception, {
            cover_id: coverId.trim(),
            ...(needsReceipt ? { receipt: receipt.trim() } : {}),
            ...(note.trim() ? { note: note.trim() } : {}),
          })
        : await resolvePaymentException(exception, note.trim());
      onDone(answer.message);
    } catch (failure) {
      setError(failureMessage(failure, { answered: actionFailed, thrown: actionFailed }));
      setConfirming(false);
      setBusy(false);
    }
  };

  const amount = exception.amount === null ? 'this payment' : formatShillings(exception.amount);
  return (
    <form className="desk-action" onSubmit={review} noValidate>
      {matching && (
        <>
          <TextField
            label="Cover id"
            hint={
              exception.suggested_cover_id && !exception.cover_id
                ? 'Filled in with the unpaid cover asking this amount of this number; check it.'
                : undefined
            }
            value={coverId}
            onChange={setCoverId}
            required
            disabled={confirming}
          />
          {needsReceipt && (
            <TextField
              label="M-Pesa receipt code"
              hint="From the paybill statement, e.g. RKT1ABC234."
              value={receipt}
              onChange={setReceipt}
              required
              disabled={confirming}
            />
          )}
        </>
      )}
      <div className="field">
        <label htmlFor={noteId}>
          {matching ? 'Note (optional)' : 'Resolution note'}
          {!matching && <span aria-hidden="true"> *</span>}
        </label>
        <textarea
          id={noteId}
          rows={3}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          aria-required={!matching || undefined}
          aria-describedby={`${noteId}-hint`}
          disabled={confirming}
        />
        <p className="field__hint" id={`${noteId}-hint`}>
          {matching
            ? 'Where you found the payment, if useful.'
            : 'How it was resolved, e.g. “refunded via M-Pesa reversal, ref RVX1234567”.'}
        </p>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {confirming ? (
        <div className="desk-action__confirm">
          <p role="status">
            {matching
              ? `Record ${amount} as paid for cover ${coverId.trim()}? The cover activates and the client is told.`
              : `Mark ${amount} resolved with this note? It leaves the list.`}
          </p>
          <div className="desk-action__buttons">
            <ConfirmButtons
              confirmRef={confirmButton}
              confirmLabel={matching ? 'Yes, match it' : 'Yes, mark resolved'}
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
            {matching ? 'Match…' : 'Mark resolved…'}
          </button>
          <button type="button" className="button button--ghost" onClick={onCancel}>
            Cancel
          </button>
        </div>
      )}
    </form>
  );
}
