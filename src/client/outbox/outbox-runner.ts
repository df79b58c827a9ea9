// Drains the outbox: sends every due item once, records how each send ended (src/domain/outbox.ts decides
// what that means), and sets a timer for the next retry. Never two drains at once: in one tab a shared
// promise, across tabs a Web Lock where the browser has one (without it, the idempotency key still keeps
// a double send to one quotation).
import {
  isDue,
  nextWakeAt,
  recoverInterrupted,
  type SendOutcome,
  settle,
  startSending,
} from '../../domain/outbox';
import type { DrainReason } from '../../domain/outbox-sync';
import { ApiRequestError, isUnreachable } from '../api/http';
import { outboxPendingFlag } from '../offline/device-flag';
import { type OutboxRecord, outboxItems, saveOutboxItem, updateOutboxItem } from '../offline/outbox-store';
import { emitOutboxEvent } from './outbox-events';
import { outboxSenders } from './outbox-senders';

const lockName = 'kinga-outbox';
let running: Promise<void> | null = null;
let wakeTimer: ReturnType<typeof setTimeout> | undefined;
let recovered = false;

/** How a failed send is seen: no answer, or the server's status and message. */
export function outcomeOf(error: unknown): SendOutcome {
  if (isUnreachable(error)) return { type: 'unreachable' };
  if (error instanceof ApiRequestError && typeof error.status === 'number') {
    return { type: 'answered', status: error.status, message: error.message };
  }
  // An answer the contract does not recognise: the server's fault, so retried like a 5xx.
  return { type: 'answered', status: 500, message: error instanceof Error ? error.message : String(error) };
}

async function sendOne(id: string, now: () => number, reason: DrainReason): Promise<void> {
  const sending = await updateOutboxItem(id, (current) =>
    isDue(current, now(), reason) && current.kind in outboxSenders ? startSending(current) : null,
  );
  if (!sending) return;
  const send = outboxSenders[sending.kind as keyof typeof outboxSenders];
  let outcome: { result?: unknown; sent: SendOutcome };
  try {
    outcome = { result: await send(sending.body, sending.id), sent: { type: 'delivered' } };
  } catch (error) {
    outcome = { sent: outcomeOf(error) };
  }
  // Written only if the item is still there: signing out deletes personal items, even one mid-send, and
  // its answer must not bring it back. Settled from the stored item, not this copy: a claim writes its
  // progress (the claim's id, the files sent) to the item while it sends, and a retry needs it.
  const settled: OutboxRecord | null = await updateOutboxItem(sending.id, (current) => {
    if (current.status !== 'sending') return null;
    const next: OutboxRecord = settle(current, outcome.sent, now());
    return outcome.result === undefined ? next : { ...next, result: outcome.result };
  });
  if (!settled) return emitOutboxEvent({ type: 'changed' });
  if (settled.status === 'done') emitOutboxEvent({ type: 'delivered', item: settled });
  if (settled.status === 'failed') emitOutboxEvent({ type: 'failed', item: settled });
  emitOutboxEvent({ type: 'changed' });
}

async function drainOnce(now: () => number, reason: DrainReason): Promise<void> {
  let items = await outboxItems();
  if (!recovered) {
    // Under the lock no other drain is sending, so an item still 'sending' was left by a killed tab.
    recovered = true;
    for (const item of items.filter((entry) => entry.status === 'sending')) {
      await saveOutboxItem(recoverInterrupted(item));
    }
    items = await outboxItems();
  }
  for (const item of items) {
    if (isDue(item, now(), reason)) await sendOne(item.id, now, reason);
  }
  const after = await outboxItems();
  if (after.every((item) => item.status === 'done' || item.status === 'failed')) outboxPendingFlag.clear();
  scheduleWake(nextWakeAt(after), now);
}

function scheduleWake(at: number | null, now: () => number): void {
  clearTimeout(wakeTimer);
  if (at === null) return;
  // Backoff: the earliest queued item's next attempt, and at least a second so a clock skew cannot spin.
  wakeTimer = setTimeout(() => void drainOutbox({ now }), Math.max(at - now(), 1000));
}

/**
 * Sends what is due; a call while a drain runs joins it. With the browser offline it sends nothing: every
 * attempt would fail and push the next one further out.
 */
export function drainOutbox({
  now = Date.now,
  reason = 'retry',
}: {
  now?: () => number;
  reason?: DrainReason;
} = {}): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.resolve();
  running ??= (async () => {
    try {
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      if (locks) await locks.request(lockName, () => drainOnce(now, reason));
      else await drainOnce(now, reason);
    } finally {
      running = null;
    }
  })();
  return running;
}
