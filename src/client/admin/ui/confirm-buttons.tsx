import type { Ref } from 'react';

interface Props {
  /** Focused when the question appears, so a keyboard or screen-reader user lands on the answer. */
  confirmRef: Ref<HTMLButtonElement>;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  cancelLabel?: string;
  onCancel: () => void;
}

/** The back office's answer to "Are you sure?": the action (busy while it is sent) and a way back. */
export function ConfirmButtons({
  confirmRef,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  cancelLabel = 'Cancel',
  onCancel,
}: Props) {
  return (
    <>
      <button
        ref={confirmRef}
        type="button"
        className="button button--primary"
        onClick={onConfirm}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? busyLabel : confirmLabel}
      </button>
      <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </button>
    </>
  );
}

/** A decision's question with Confirm and Cancel, as the application and claim pages ask it. */
export function ConfirmQuestion({
  question,
  ...buttons
}: { question: string } & Pick<Props, 'confirmRef' | 'busy' | 'onConfirm' | 'onCancel'>) {
  return (
    <fieldset className="review-actions__confirm">
      <legend>{question}</legend>
      <ConfirmButtons confirmLabel="Confirm" busyLabel="Sending…" {...buttons} />
    </fieldset>
  );
}
