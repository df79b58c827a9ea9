// Who hears about the outbox: the wizard waits for its quotation, the waiting list redraws. Kept apart from
// the runner so listening does not load Dexie.
import type { OutboxRecord } from '../offline/outbox-store';

export type OutboxEvent =
  | { type: 'delivered'; item: OutboxRecord }
  | { type: 'failed'; item: OutboxRecord }
  | { type: 'changed' };

const listeners = new Set<(event: OutboxEvent) => void>();

export function onOutboxEvent(listener: (event: OutboxEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitOutboxEvent(event: OutboxEvent): void {
  for (const listener of listeners) listener(event);
}
