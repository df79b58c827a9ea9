// The outbox's storage (Dexie): items in, items out. What an item may do next is src/domain/outbox.ts's
// business and when to send is the runner's (src/client/outbox/); this file only keeps them.
import { canCancel, type OutboxItem } from '../../domain/outbox';
import { kingaDb, type OutboxRecord } from './kinga-db';

export type { OutboxRecord };

export async function addToOutbox(item: OutboxItem): Promise<void> {
  await kingaDb().outbox.put(item);
}

/** Every item, oldest first. */
export async function outboxItems(): Promise<OutboxRecord[]> {
  return kingaDb().outbox.orderBy('createdAt').toArray();
}

export async function saveOutboxItem(item: OutboxRecord): Promise<void> {
  await kingaDb().outbox.put(item);
}

export async function removeOutboxItem(id: string): Promise<void> {
  await kingaDb().outbox.delete(id);
}

/**
 * Cancels a waiting item. Read and delete in one transaction, so an item a drain in another tab has just
 * started sending is not pulled from under it; answers whether it was cancelled.
 */
export async function cancelOutboxItem(id: string): Promise<boolean> {
  const db = kingaDb();
  return db.transaction('rw', db.outbox, async () => {
    const item = await db.outbox.get(id);
    if (!item || !canCancel(item)) return false;
    await db.outbox.delete(id);
    return true;
  });
}
