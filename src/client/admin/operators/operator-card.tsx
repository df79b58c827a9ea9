import { useEffect, useId, useRef, useState } from 'react';
import { backOfficeMessages } from '../../../domain/back-office/back-office-messages';
import { failureMessage } from '../../api/failure-message';
import { ConfirmButtons } from '../ui/confirm-buttons';
import { OperatorUnlock } from './operator-unlock';
import { operatorStateWords, roleWords } from './operator-words';
import { disableOperator, type OperatorListing } from './operators-api';

const disableFailed = backOfficeMessages.disableFailed;

interface Props {
  operator: OperatorListing;
  /** The signed-in admin's own card: no one disables their own account. */
  isSelf: boolean;
  onDone: (message: string) => void;
}

/** One operator: name, e-mail, role, state, a locked sign-in to unlock, and Disable behind a confirmation. */
export function OperatorCard({ operator, isSelf, onDone }: Props) {
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) yes.current?.focus();
  }, [confirming]);

  const confirm = async () => {
    setBusy(true);
    setFailed(null);
    try {
      onDone((await disableOperator(operator.id)).message);
    } catch (failure) {
      setFailed(failureMessage(failure, { answered: disableFailed, thrown: disableFailed }));
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };

  const facts: [string, string][] = [
    ['E-mail', operator.email],
    ['Role', roleWords[operator.role]],
    ['State', operatorStateWords(operator)],
  ];
  return (
    <li className="desk-card" aria-labelledby={titleId}>
      <h3 id={titleId}>
        {operator.name}
        {isSelf ? ' (you)' : ''}
      </h3>
      <dl className="desk-card__facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <OperatorUnlock operator={operator} onDone={onDone} />
      {!isSelf && !operator.disabled_at && !confirming && (
        <div className="desk-action__buttons">
          <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
            Disable
          </button>
        </div>
      )}
      {confirming && (
        <div className="desk-action desk-action__confirm">
          <p role="status">Disable {operator.name}? They are signed out at once and cannot sign in again.</p>
          <div className="desk-action__buttons">
            <ConfirmButtons
              confirmRef={yes}
              confirmLabel="Yes, disable"
              busyLabel="Disabling…"
              busy={busy}
              onConfirm={confirm}
              onCancel={() => setConfirming(false)}
            />
          </div>
        </div>
      )}
      {failed && (
        <p className="form-error" role="alert">
          {failed}
        </p>
      )}
    </li>
  );
}
