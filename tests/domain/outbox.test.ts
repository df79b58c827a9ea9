import { describe, expect, it } from 'vitest';
import {
  canCancel,
  isDue,
  nextWakeAt,
  outboxBackoff,
  queueItem,
  recoverInterrupted,
  retryDelayMs,
  settle,
  startSending,
} from '../../src/domain/outbox';

const t0 = 1_700_000_000_000;
const queued = () => queueItem('quote', { is_owner: '0' }, 'key-1', t0);

describe('outbox item', () => {
  it('is queued with its idempotency key as its id, no attempts, due at once', () => {
    expect(queued()).toEqual({
      id: 'key-1',
      kind: 'quote',
      body: { is_owner: '0' },
      status: 'queued',
      attempts: 0,
      nextAttemptAt: t0,
      createdAt: t0,
      error: null,
    });
    expect(isDue(queued(), t0)).toBe(true);
  });

  it('queued → sending counts an attempt and keeps the key', () => {
    const sending = startSending(queued());
    expect(sending).toMatchObject({ status: 'sending', attempts: 1, id: 'key-1' });
    expect(isDue(sending, t0)).toBe(false);
  });

  it('sending → done when delivered', () => {
    expect(settle(startSending(queued()), { type: 'delivered' }, t0)).toMatchObject({
      status: 'done',
      attempts: 1,
    });
  });

  it('a 4xx refusal fails for good with the server message, to tell the user', () => {
    const failed = settle(startSending(queued()), { type: 'answered', status: 400, message: 'Nope' }, t0);
    expect(failed).toMatchObject({ status: 'failed', error: 'Nope', attempts: 1 });
    expect(isDue(failed, t0 + 10 ** 9)).toBe(false);
    expect(canCancel(failed)).toBe(true);
  });

  it('no connection: back to queued, due again after 5 s', () => {
    const retry = settle(startSending(queued()), { type: 'unreachable' }, t0 + 100);
    expect(retry).toMatchObject({ status: 'queued', attempts: 1, nextAttemptAt: t0 + 100 + 5_000 });
    expect(isDue(retry, t0 + 5_099)).toBe(false);
    expect(isDue(retry, t0 + 5_100)).toBe(true);
  });

  it('when the connection comes back a queued item is due at once, whatever its backoff', () => {
    const retry = settle(startSending(queued()), { type: 'unreachable' }, t0);
    expect(isDue(retry, t0 + 1, 'retry')).toBe(false);
    expect(isDue(retry, t0 + 1, 'reconnected')).toBe(true);
    const failed = settle(startSending(queued()), { type: 'answered', status: 422, message: 'No' }, t0);
    expect(isDue(failed, t0 + 1, 'reconnected')).toBe(false);
  });

  it('a 5xx retries with the same key, later each time', () => {
    let item = queued();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      item = settle(startSending(item), { type: 'answered', status: 503, message: 'down' }, t0);
      waits.push(item.nextAttemptAt - t0);
    }
    expect(item).toMatchObject({ status: 'queued', attempts: 3, id: 'key-1' });
    expect(waits).toEqual([5_000, 10_000, 20_000]);
  });

  it('backoff doubles up to a 5-minute cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map(retryDelayMs)).toEqual([
      5_000,
      10_000,
      20_000,
      40_000,
      80_000,
      160_000,
      300_000,
      300_000,
      outboxBackoff.maxDelayMs,
    ]);
  });

  it('only a queued item can be sent, and only a sending one can settle', () => {
    const done = settle(startSending(queued()), { type: 'delivered' }, t0);
    expect(() => startSending(done)).toThrow();
    expect(() => settle(queued(), { type: 'delivered' }, t0)).toThrow();
    expect(canCancel(done)).toBe(false);
    expect(canCancel(startSending(queued()))).toBe(false);
  });

  it('an item left sending by a killed tab is queued again, keeping its attempts', () => {
    expect(recoverInterrupted(startSending(queued()))).toMatchObject({ status: 'queued', attempts: 1 });
    expect(recoverInterrupted(queued())).toEqual(queued());
  });

  it('the next wake-up is the earliest queued item', () => {
    const later = { ...queued(), id: 'b', nextAttemptAt: t0 + 9 };
    const sooner = { ...queued(), id: 'c', nextAttemptAt: t0 + 3 };
    const done = { ...queued(), status: 'done' as const, nextAttemptAt: t0 };
    expect(nextWakeAt([later, sooner, done])).toBe(t0 + 3);
    expect(nextWakeAt([done])).toBeNull();
  });
});
