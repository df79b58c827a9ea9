// A claim being written, kept on the device as the client goes so a reload or a killed app
// resumes it: the answers and the compressed photos' bytes. In the drafts table under its own id, so
// signing out removes it with the other drafts. Storage does not know the draft's shape: the claims room
// checks what it reads back.
import { kingaDb } from './kinga-db';

export const claimDraftId = (userId: string, coverId: string) => `claim:${userId}:${coverId}`;

export async function saveClaimDraft(id: string, draft: unknown): Promise<void> {
  await kingaDb().drafts.put({ id, draft, savedAt: Date.now() });
}

export async function readClaimDraft(id: string): Promise<unknown | null> {
  const record = await kingaDb()
    .drafts.get(id)
    .catch(() => undefined);
  return record?.draft ?? null;
}

export async function dropClaimDraft(id: string): Promise<void> {
  await kingaDb().drafts.delete(id);
}
