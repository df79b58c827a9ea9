import { useState } from 'react';
import { backOfficeMessages } from '../../../domain/back-office/back-office-messages';
import { failureMessage } from '../../api/failure-message';
import { type OperatorListing, unlockOperator } from './operators-api';

const unlockFailed = backOfficeMessages.unlockFailed;

interface Props {
  operator: OperatorListing;
  onDone: (message: string) => void;
}

/**
 * Where too many failed sign-ins lock the operator out, and Unlock sign-in. No confirmation: unlocking
 * only gives the tries back, and the audit log names who did it.
 */
export function OperatorUnlock({ operator, onDone }: Props) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  if (operator.sign_in_locked_from.length === 0) return null;

  const unlock = async () => {
    setBusy(true);
    setFailed(null);
    try {
      onDone((await unlockOperator(operator.id)).message);
    } catch (failure) {
      setFailed(failureMessage(failure, { answered: unlockFailed, thrown: unlockFailed }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="desk-action">
      <p>Sign-in locked from {operator.sign_in_locked_from.join(', ')} after too many failed tries.</p>
      <div className="desk-action__buttons">
        <button type="button" className="button button--ghost" disabled={busy} onClick={unlock}>
          {busy ? 'Unlocking…' : 'Unlock sign-in'}
        </button>
      </div>
      {failed && (
        <p className="form-error" role="alert">
          {failed}
        </p>
      )}
    </div>
  );
}
