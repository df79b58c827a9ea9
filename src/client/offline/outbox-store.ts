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

/**
 * Reads an item and writes its next state in one transaction, so a drain never revives an item cancelled
 * a moment ago (in this tab or another). `change` answers null to leave it; the result is what was written.
 */
export async function updateOutboxItem(
  id: string,
  change: (item: OutboxRecord) => OutboxRecord | null,
): Promise<OutboxRecord | null> {
  const db = kingaDb();
  return db.transaction('rw', db.outbox, async () => {
    const item = await db.outbox.get(id);
    const next = item ? change(item) : null;
    if (next) await db.outbox.put(next);
    return next;
  });
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

/**
 * Takes a delivered item out of the outbox and hands it over, in one transaction: of two readers (two
 * renders, two tabs) only one gets it, so a quotation arrives once.
 */
export async function takeDeliveredItem(id: string): Promise<OutboxRecord | null> {
  const db = kingaDb();
  return db.transaction('rw', db.outbox, async () => {
    const item = await db.outbox.get(id);
    if (item?.status !== 'done') return null;
    await db.outbox.delete(id);
    return item;
  });
}
