import { queuedSubmissionMessages } from '../../../domain/queued-submission-messages';
import type { QueuedProfileEdit } from './use-queued-profile-edit';

/** Says that the details shown wait to be sent (with Cancel), or that the server refused them. */
export function QueuedProfileEditNotice({ queued }: { queued: QueuedProfileEdit }) {
  const { waiting, refused, cancel } = queued;
  if (!waiting && refused.length === 0) return null;
  return (
    <>
      {waiting && (
        <div className="profile-notice" role="status">
          <p>{queuedSubmissionMessages.profileEditWaiting}</p>
          <button type="button" className="button button--link" onClick={() => cancel(waiting.id)}>
            {queuedSubmissionMessages.cancelProfileEdit}
          </button>
        </div>
      )}
      {refused.map(({ id, message }) => (
        <div key={id} className="profile-notice" role="alert">
          <p>
            {queuedSubmissionMessages.profileEditRefused} {message}
          </p>
          <button type="button" className="button button--link" onClick={() => cancel(id)}>
            {queuedSubmissionMessages.dismiss}
          </button>
        </div>
      ))}
    </>
  );
}
