import { beforeEach } from 'vitest';
import type { Clock } from '../../src/server/clock';

export interface TestClock extends Clock {
  advance(milliseconds: number): void;
}

/** A clock that stands still until a test moves it (code expiry, hourly limits). */
export function testClock(start = new Date('2026-03-02T09:00:00.000Z')): TestClock {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (milliseconds) => {
      now += milliseconds;
    },
  };
}

/** Two hours: past every hourly limit (sign-ins, codes, signups, quotations per address). */
export const PAST_HOURLY_LIMITS_MS = 2 * 60 * 60 * 1000;

/** Moves the clock past every hourly limit before each test, so no test inherits another's quota. */
export function freshLimitsForEachTest(clock: TestClock): void {
  beforeEach(() => clock.advance(PAST_HOURLY_LIMITS_MS));
}
