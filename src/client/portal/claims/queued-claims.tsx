// This user's claims and documents waiting in the outbox: sending, waiting for the connection, or refused;
// each waiting one can be cancelled. When one is delivered the client is told, and the list is read again.
import { useEffect } from 'react';
import { myClaimsMessages } from '../../../domain/claims/claim-screen-messages';
import { claimQueueMessages } from '../../../domain/claims/claim-sending';
import { canCancel } from '../../../domain/outbox';
import { outboxKinds } from '../../../domain/outbox-kinds';
import { cancelOutboxItem, takeDeliveredItem } from '../../offline/outbox-store';
import { announceDelivery } from '../../outbox/announce-delivery';
import { type DeliveredClaim, QueuedClaimSchema } from '../../outbox/claim-outbox';
import { emitOutboxEvent } from '../../outbox/outbox-events';
import { useOutboxItems } from '../../outbox/use-outbox-items';

interface QueuedClaimsProps {
  userId: string;
  online: boolean;
  onDelivered: (claimId: string) => void;
}

export function QueuedClaims({ userId, online, onDelivered }: QueuedClaimsProps) {
  const items = useOutboxItems(outboxKinds.claim).filter(
    (item) => QueuedClaimSchema.safeParse(item.body).data?.userId === userId,
  );
  // A string, so the effect runs when the set of delivered items changes, not on every render.
  const delivered = items
    .filter((item) => item.status === 'done')
    .map((item) => item.id)
    .join(',');

  useEffect(() => {
    for (const id of delivered.split(',').filter(Boolean)) {
      void takeDeliveredItem(id).then((item) => {
        if (!item) return;
        const body = QueuedClaimSchema.safeParse(item.body).data;
        const result = item.result as DeliveredClaim | undefined;
        const reference = result?.reference ?? '';
        void announceDelivery(
          body?.request
            ? claimQueueMessages.delivered({ reference })
            : claimQueueMessages.documentDelivered({ reference }),
        );
        emitOutboxEvent({ type: 'changed' });
        if (result) onDelivered(result.claimId);
      });
    }
  }, [delivered, onDelivered]);

  const waiting = items.filter((item) => item.status !== 'done');
  if (waiting.length === 0) return null;
  return (
    <ul className="queued-claims" aria-label={myClaimsMessages.waitingToSend}>
      {waiting.map((item) => {
        const body = QueuedClaimSchema.safeParse(item.body).data;
        const what = body?.request
          ? myClaimsMessages.claimOn({ label: body.label })
          : myClaimsMessages.documentFor({ reference: body?.reference ?? '' });
        const state =
          item.status === 'failed'
            ? (item.error ?? '')
            : item.status === 'sending' || online
              ? claimQueueMessages.sending
              : claimQueueMessages.waiting;
        return (
          <li key={item.id} className="queued-claim">
            <p>
              <strong>{what}</strong>
            </p>
            <p role="status">{state}</p>
            {canCancel(item) && (
              <button
                type="button"
                className="button button--ghost"
                onClick={() =>
                  void cancelOutboxItem(item.id).then(() => emitOutboxEvent({ type: 'changed' }))
                }
              >
                {claimQueueMessages.cancel}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
