// The client's profile edits waiting in the outbox: the newest one still to be sent (the page shows the
// profile with it laid over), the ones the server refused (shown until dismissed), and the delivered one,
// taken once (one transaction, however many renders or tabs see it) to show the server's saved values.
import { useEffect, useRef } from 'react';
import { z } from 'zod';
import { type Profile, ProfileSchema, type UpdateProfileInput } from '../../../domain/api/profile';
import { outboxKinds } from '../../../domain/outbox-kinds';
import { profileToastDurationMs } from '../../../domain/profile-page-messages';
import { queuedSubmissionMessages } from '../../../domain/queued-submission-messages';
import { cancelOutboxItem, takeDeliveredItem } from '../../offline/outbox-store';
import { announceDelivery } from '../../outbox/announce-delivery';
import { emitOutboxEvent, onOutboxEvent } from '../../outbox/outbox-events';
import { startOutboxTriggers } from '../../outbox/outbox-triggers';
import { profileEditsOf, QueuedProfileEditSchema } from '../../outbox/profile-edit-outbox';
import { useOutboxItems } from '../../outbox/use-outbox-items';
import { showToast } from '../../ui/toast';

const DeliveredEditSchema = z.object({ message: z.string(), profile: ProfileSchema });

export interface QueuedProfileEdit {
  /** The edit still to be sent, or null. */
  waiting: { id: string; edit: UpdateProfileInput } | null;
  refused: { id: string; message: string }[];
  cancel: (id: string) => void;
}

export function useQueuedProfileEdit(userId: string, onSaved: (profile: Profile) => void): QueuedProfileEdit {
  const items = profileEditsOf(useOutboxItems(outboxKinds.profileEdit), userId);
  const saved = useRef(onSaved);
  saved.current = onSaved;

  // The outbox drains on reconnecting, focus and app start; the page makes sure its triggers listen.
  useEffect(startOutboxTriggers, []);

  useEffect(() => {
    for (const item of items) {
      if (item.status !== 'done') continue;
      void takeDeliveredItem(item.id).then((taken) => {
        if (!taken) return;
        const delivered = DeliveredEditSchema.safeParse(taken.result);
        if (delivered.success) {
          saved.current(delivered.data.profile);
          void announceDelivery(delivered.data.message);
        }
        emitOutboxEvent({ type: 'changed' });
      });
    }
  }, [items]);

  // A refusal is said at once as well as kept on the page: it may come long after the edit was made.
  useEffect(
    () =>
      onOutboxEvent((event) => {
        if (event.type !== 'failed' || event.item.kind !== outboxKinds.profileEdit) return;
        if (QueuedProfileEditSchema.safeParse(event.item.body).data?.userId !== userId) return;
        void showToast('error', `${queuedSubmissionMessages.profileEditRefused} ${event.item.error ?? ''}`, {
          durationMs: profileToastDurationMs,
        });
      }),
    [userId],
  );

  const waitingItem = items.filter((item) => item.status === 'queued' || item.status === 'sending').at(-1);
  const waitingEdit = waitingItem ? QueuedProfileEditSchema.safeParse(waitingItem.body) : null;
  return {
    waiting:
      waitingItem && waitingEdit?.success
        ? { id: waitingItem.id, edit: (waitingItem.body as { profile: UpdateProfileInput }).profile }
        : null,
    refused: items
      .filter((item) => item.status === 'failed')
      .map((item) => ({ id: item.id, message: item.error ?? '' })),
    cancel: (id) => void cancelOutboxItem(id).then(() => emitOutboxEvent({ type: 'changed' })),
  };
}
