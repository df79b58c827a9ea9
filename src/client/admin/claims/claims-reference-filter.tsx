// "Filter by reference" on the claims queue: a client phones about a claim and reads
// out their purchase reference; staff type it as heard (any case, with or without the hyphen) and the queue
// keeps only that policy's open claims. The server filters again, so the page shows what it answers.
import { type FormEvent, useId, useState } from 'react';
import { applicationMessages } from '../../../domain/back-office/application-messages';
import { normalisePurchaseReference } from '../../../domain/purchase-reference';

export function ClaimsReferenceFilter({
  applied,
  onApply,
}: {
  /** The reference the queue is filtered by, in its stored form; null when it shows every claim. */
  applied: string | null;
  onApply: (reference: string | null) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);

  const filter = (event: FormEvent) => {
    event.preventDefault();
    const reference = normalisePurchaseReference(typed);
    if (!reference) return setError(applicationMessages.referenceInvalid);
    setTyped(reference);
    onApply(reference);
  };

  const showAll = () => {
    setTyped('');
    setError(null);
    onApply(null);
  };

  return (
    <form className="find-reference" onSubmit={filter} noValidate>
      <div className="field">
        <label htmlFor={id}>Filter by reference</label>
        <p id={`${id}-hint`} className="field__hint">
          The reference the client reads out, like K7Q3-M9XT.
        </p>
        <input
          id={id}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        />
        {error && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="button button--primary">
        Filter
      </button>
      {applied && (
        <button type="button" className="button button--ghost" onClick={showAll}>
          Show all
        </button>
      )}
    </form>
  );
}
