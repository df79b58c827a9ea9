import { describe, expect, it, vi } from 'vitest';
import { startStoredDataExpiryTimer } from '../../../../src/server/services/expiry/stored-data-expiry-timer';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the stored data expiry timer', () => {
  it('runs a pass on every tick, never two at once, reports failures and stops after the pass in hand', async () => {
    let passes = 0;
    let concurrent = 0;
    let mostConcurrent = 0;
    const errors: unknown[] = [];
    const timer = startStoredDataExpiryTimer(
      {
        async expireOnce() {
          passes += 1;
          concurrent += 1;
          mostConcurrent = Math.max(mostConcurrent, concurrent);
          await pause(25);
          concurrent -= 1;
          if (passes === 2) throw new Error('database unavailable');
          return { idempotencyKeys: 0, quotations: 0, ussdSessions: 0, calledLeads: 0, ussdActions: 0 };
        },
      },
      (error) => errors.push(error),
      5,
    );
    // Three passes, however long a loaded machine takes to get there (a fixed wait saw one under CI load).
    await vi.waitFor(() => expect(passes).toBeGreaterThanOrEqual(3), { timeout: 10_000, interval: 5 });
    await timer.stop();
    const afterStop = passes;
    await pause(30);
    expect(passes).toBe(afterStop);
    expect(mostConcurrent).toBe(1);
    expect(concurrent).toBe(0);
    expect(errors).toHaveLength(1);
  });
});
