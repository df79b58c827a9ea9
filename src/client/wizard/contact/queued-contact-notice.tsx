import { useEffect } from 'react';
import { canCancel } from '../../../domain/outbox';
import { outboxKinds } from '../../../domain/outbox-kinds';
import { queuedSubmissionMessages } from '../../../domain/queued-submission-messages';
import { cancelOutboxItem } from '../../offline/outbox-store';
import { emitOutboxEvent } from '../../outbox/outbox-events';
import { startOutboxTriggers } from '../../outbox/outbox-triggers';
import { useOutboxItems } from '../../outbox/use-outbox-items';
import { takeDeliveredContactSave } from './queued-contact-save';

/**
 * Contact details waiting to be sent: said on the steps after Contact & KYC, with Cancel; a refusal in the
 * server's words; once delivered, taken and announced.
 */
export function QueuedContactNotice() {
  const items = useOutboxItems(outboxKinds.contactDetails);

  useEffect(startOutboxTriggers, []);
  useEffect(() => {
    for (const item of items) if (item.status === 'done') void takeDeliveredContactSave(item.id);
  }, [items]);

  const waiting = items.filter((item) => item.status !== 'done');
  if (waiting.length === 0) return null;
  return (
    <div className="summary-card queued-contact">
      {waiting.map((item) => (
        <div key={item.id} role={item.status === 'failed' ? 'alert' : 'status'}>
          <p>{item.status === 'failed' ? item.error : queuedSubmissionMessages.contactWaiting}</p>
          {canCancel(item) && (
            <button
              type="button"
              className="button button--link"
              onClick={() => void cancelOutboxItem(item.id).then(() => emitOutboxEvent({ type: 'changed' }))}
            >
              {queuedSubmissionMessages.cancelContactSave}
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
