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
