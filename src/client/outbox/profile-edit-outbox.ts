// Portal profile edits made offline. An edit is the whole profile (point 7's PUT), so only the newest
// waiting edit of a user needs to reach the server: a new one replaces the one still queued (its values
// are in it, since the dialog starts from the profile with the waiting edit laid over it).
import { z } from 'zod';
import { type UpdateProfileInput, UpdateProfileSchema } from '../../domain/api/profile';
import { canCancel } from '../../domain/outbox';
import { outboxKinds } from '../../domain/outbox-kinds';
import { cancelOutboxItem, type OutboxRecord, outboxItems } from '../offline/outbox-store';
import { queueSubmission } from './queue-submission';

export const QueuedProfileEditSchema = z.object({ userId: z.string(), profile: UpdateProfileSchema });

/** This user's profile edits in the outbox, oldest first. */
export function profileEditsOf(items: readonly OutboxRecord[], userId: string): OutboxRecord[] {
  return items.filter(
    (item) =>
      item.kind === outboxKinds.profileEdit &&
      QueuedProfileEditSchema.safeParse(item.body).data?.userId === userId,
  );
}

/** Whether an edit of this user's still waits to be sent (a new edit must then go after it). */
export async function profileEditWaiting(userId: string): Promise<boolean> {
  const edits = profileEditsOf(await outboxItems(), userId);
  return edits.some((item) => item.status === 'queued' || item.status === 'sending');
}

export async function queueProfileEdit(
  userId: string,
  profile: UpdateProfileInput,
  idempotencyKey: string,
): Promise<void> {
  // Superseded: a queued edit (its values are in this one) and a refused one (the user has moved on). One
  // already sending cannot be called back; this edit goes after it, in the outbox's order.
  for (const item of profileEditsOf(await outboxItems(), userId)) {
    if (canCancel(item)) await cancelOutboxItem(item.id);
  }
  await queueSubmission(outboxKinds.profileEdit, { userId, profile }, idempotencyKey);
}
