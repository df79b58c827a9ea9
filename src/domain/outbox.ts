// One queued submission's life (ARCHITECTURE.md, Client: the outbox). Pure: the runner in
// src/client/outbox/ stores each item in Dexie and asks these functions what to do next.
//
// queued → sending → done | failed; a sending item that could not reach the server, or that the server
// could not serve (5xx), goes back to queued with a later next attempt. A refusal (4xx) is final: sending
// the same body again would be refused again, so the user is told instead.
import type { DrainReason } from './outbox-sync';

export type OutboxStatus = 'queued' | 'sending' | 'done' | 'failed';

export interface OutboxItem<Kind extends string = string> {
  /** Also the Idempotency-Key: kept with the item so every retry is the same request to the server. */
  id: string;
  kind: Kind;
  body: unknown;
  status: OutboxStatus;
  attempts: number;
  /** Epoch ms before which the item is not sent again. */
  nextAttemptAt: number;
  createdAt: number;
  /** The server's message for a refusal, shown to the user. */
  error: string | null;
}

/** How a send ended, as the transport saw it. */
export type SendOutcome =
  | { type: 'delivered' }
  | { type: 'unreachable' }
  | { type: 'answered'; status: number; message: string };

/** The first retry after 5 s, doubling, never more than 5 minutes apart. */
export const outboxBackoff = { firstDelayMs: 5_000, maxDelayMs: 5 * 60_000 } as const;

export function queueItem<Kind extends string>(
  kind: Kind,
  body: unknown,
  idempotencyKey: string,
  now: number,
): OutboxItem<Kind> {
  return {
    id: idempotencyKey,
    kind,
    body,
    status: 'queued',
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
    error: null,
  };
}

/** The wait after the n-th failed attempt (n ≥ 1). */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(outboxBackoff.firstDelayMs * 2 ** exponent, outboxBackoff.maxDelayMs);
}

/** Whether a drain at `now` should send this item. */
export function isDue(item: OutboxItem, now: number, reason: DrainReason = 'retry'): boolean {
  return item.status === 'queued' && (reason === 'reconnected' || item.nextAttemptAt <= now);
}

export function startSending<Kind extends string>(item: OutboxItem<Kind>): OutboxItem<Kind> {
  if (item.status !== 'queued') throw new Error(`An outbox item that is ${item.status} cannot be sent`);
  return { ...item, status: 'sending', attempts: item.attempts + 1 };
}

export function settle<Kind extends string>(
  item: OutboxItem<Kind>,
  outcome: SendOutcome,
  now: number,
): OutboxItem<Kind> {
  if (item.status !== 'sending') throw new Error(`An outbox item that is ${item.status} cannot settle`);
  if (outcome.type === 'delivered') return { ...item, status: 'done', error: null };
  if (outcome.type === 'answered' && outcome.status >= 400 && outcome.status < 500) {
    return { ...item, status: 'failed', error: outcome.message };
  }
  // No connection, or the server failed: the same request (same key) is sent again later.
  return { ...item, status: 'queued', nextAttemptAt: now + retryDelayMs(item.attempts), error: null };
}

/**
 * A tab killed mid-send leaves its item 'sending' forever; at start, before any drain holds the lock, such
 * an item is queued again (the idempotency key makes a second send harmless).
 */
export function recoverInterrupted<Kind extends string>(item: OutboxItem<Kind>): OutboxItem<Kind> {
  return item.status === 'sending' ? { ...item, status: 'queued' } : item;
}

/** Only what is waiting may be cancelled: a sent request cannot be called back. */
export function canCancel(item: OutboxItem): boolean {
  return item.status === 'queued' || item.status === 'failed';
}

/** The earliest moment a queued item becomes due, or null when none waits. */
export function nextWakeAt(items: readonly OutboxItem[]): number | null {
  const waiting = items.filter((item) => item.status === 'queued').map((item) => item.nextAttemptAt);
  return waiting.length === 0 ? null : Math.min(...waiting);
}
