// "Find by reference" on the applications queue: a client phones and reads out their
// purchase reference; staff type it as heard (any case, with or without the hyphen) and land on that
// application, whatever its review status. Behind the same operator sign-in as the queue.
import { type FormEvent, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { applicationMessages } from '../../../domain/back-office/application-messages';
import { backOfficeMessages } from '../../../domain/back-office/back-office-messages';
import { normalisePurchaseReference } from '../../../domain/purchase-reference';
import { failureMessage } from '../../api/failure-message';
import { adminPaths } from '../admin-paths';
import { findApplication } from './applications-api';

const findFailed = backOfficeMessages.findFailed;

export function FindByReference() {
  const id = useId();
  const [, navigate] = useLocation();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    // Checked here first so a slip of the ear is answered at once; the server checks it again.
    const reference = normalisePurchaseReference(typed);
    if (!reference) return setError(applicationMessages.referenceInvalid);
    setBusy(true);
    try {
      const found = await findApplication(reference);
      navigate(adminPaths.application(found.cover_id));
    } catch (failure) {
      setError(failureMessage(failure, { answered: findFailed, thrown: findFailed }));
      setBusy(false);
    }
  };

  return (
    <form className="find-reference" onSubmit={find} noValidate>
      <div className="field">
        <label htmlFor={id}>Find by reference</label>
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
      <button type="submit" className="button button--primary" disabled={busy}>
        Find
      </button>
    </form>
  );
}
