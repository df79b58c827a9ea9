// Saving a profile edit (point 7's PUT), online or not. With no connection, or no answer, the edit waits
// in the outbox under the key it was first sent with, so a first attempt that did reach the server and a
// later retry save it once. While an earlier edit still waits, a new one queues behind it (and replaces
// it): sent straight away it could arrive first and then be overwritten by the older one.
import type { Profile, UpdateProfileInput } from '../../../domain/api/profile';
import { isUnreachable } from '../../api/http';
import { updateProfile } from '../../api/profile-api';
import { drainOutbox } from '../../outbox/outbox-runner';
import { profileEditWaiting, queueProfileEdit } from '../../outbox/profile-edit-outbox';

export type ProfileEditOutcome =
  | { type: 'saved'; message: string; profile: Profile }
  /** `offline`: no connection (say so); otherwise behind an earlier edit, sent at once after it. */
  | { type: 'queued'; offline: boolean };

/** Throws the server's refusal (ApiRequestError) as a direct save would. */
export async function saveProfileEdit(userId: string, edit: UpdateProfileInput): Promise<ProfileEditOutcome> {
  const key = crypto.randomUUID();
  const waiting = await profileEditWaiting(userId).catch(() => false);
  if (!navigator.onLine || waiting) {
    await queueProfileEdit(userId, edit, key);
    if (navigator.onLine) void drainOutbox({ reason: 'reconnected' });
    return { type: 'queued', offline: !navigator.onLine };
  }
  try {
    return { type: 'saved', ...(await updateProfile(userId, edit, key)) };
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    await queueProfileEdit(userId, edit, key);
    return { type: 'queued', offline: true };
  }
}
