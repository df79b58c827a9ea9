// The paybill panel (usePaybillDetails) asks for the payment every 4 s while it is shown and never after: it stops when it is
// unmounted, waits longer each time it is offline or refused, asks at once when the connection returns,
// and completes once, when the payment has arrived.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paybillPollMs, usePaybillDetails } from '../../../src/client/paybill/use-paybill-details';
import type { PaybillDetails } from '../../../src/domain/api';

// The API as the hook sees it: the answers in turn (the last one repeats), counted.
const asked = { answers: [] as (PaybillDetails | Error)[], count: 0 };
const read = async (): Promise<PaybillDetails> => {
  asked.count += 1;
  const next = asked.answers.length > 1 ? asked.answers.shift() : asked.answers[0];
  if (!next || next instanceof Error) throw next ?? new Error('no answer');
  return next;
};
const watch = (onPaid: (details: PaybillDetails) => void = () => {}) =>
  renderHook(() => usePaybillDetails('c1', 't', onPaid, read));

const waiting: PaybillDetails = {
  business_number: '600141',
  account_number: 'GRNS-SRE4',
  amount: 2551,
  underwriter: 'Simba General Insurance',
  paid: false,
  payment: null,
};

let online = true;
beforeEach(() => {
  vi.useFakeTimers();
  asked.answers = [waiting];
  asked.count = 0;
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Lets the timers run `ms` and the answers that follow them settle. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the paybill panel’s checks', () => {
  it('asks at once and every 4 s while shown, and never once unmounted', async () => {
    const shown = watch();
    await pass(0);
    expect(asked.count).toBe(1);
    expect(shown.result.current.details?.business_number).toBe('600141');
    await pass(paybillPollMs);
    expect(asked.count).toBe(2);
    await pass(paybillPollMs);
    expect(asked.count).toBe(3);
    shown.unmount();
    await pass(paybillPollMs * 5);
    expect(asked.count).toBe(3);
  });

  it('offline, asks nothing and waits longer each time; back online, asks at once', async () => {
    online = false;
    const shown = watch();
    await pass(paybillPollMs * 6);
    expect(asked.count).toBe(0);
    expect(shown.result.current.problem).toBe('offline');
    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await pass(0);
    expect(asked.count).toBe(1);
  });

  it('refused, backs off: the second try comes after 8 s, not 4', async () => {
    asked.answers = [new Error('refused'), new Error('refused'), waiting];
    watch();
    await pass(0);
    expect(asked.count).toBe(1);
    await pass(paybillPollMs);
    expect(asked.count).toBe(1);
    await pass(paybillPollMs);
    expect(asked.count).toBe(2);
    await pass(paybillPollMs * 2);
    // After the second refusal, 16 s.
    expect(asked.count).toBe(2);
    await pass(paybillPollMs * 2);
    expect(asked.count).toBe(3);
  });

  it('completes once when the payment has arrived, and asks no more', async () => {
    const paid = { ...waiting, paid: true };
    asked.answers = [waiting, paid];
    const onPaid = vi.fn();
    watch(onPaid);
    await pass(paybillPollMs * 4);
    expect(onPaid).toHaveBeenCalledOnce();
    expect(onPaid).toHaveBeenCalledWith(paid);
    expect(asked.count).toBe(2);
  });
});
