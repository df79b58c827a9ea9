import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../../src/server/db/open-database';
import { rateLimitWindows } from '../../../../src/server/db/schema';
import { TooManyRequestsError } from '../../../../src/server/http/app-errors';
import { createRateLimitRepository } from '../../../../src/server/services/rate-limit/rate-limit-repository';
import { createRateLimiter, type RateLimit } from '../../../../src/server/services/rate-limit/rate-limiter';
import { openTestDatabase } from '../../../helpers/server-app';
import { testClock } from '../../../helpers/server-clock';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const limit: RateLimit = { name: 'test', max: 3, windowMs: 60_000, message: 'Slow down.' };

const outcomeOf = (attempt: Promise<void>) =>
  attempt.then(
    () => 'allowed',
    (error: unknown) => (error instanceof TooManyRequestsError ? 'refused' : 'failed'),
  );

describe('rate limiter', () => {
  it('allows the maximum in a window, refuses the rest with the wait, and resets with the next window', async () => {
    const clock = testClock(new Date('2026-03-02T09:00:10.000Z'));
    const limiter = createRateLimiter({
      counters: createRateLimitRepository(database.db),
      clock,
      random: () => 1,
    });
    for (let hit = 0; hit < 3; hit += 1) await limiter.consume(limit, 'a');
    const refused = await limiter.consume(limit, 'a').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TooManyRequestsError);
    expect(refused).toMatchObject({ statusCode: 429, message: 'Slow down.', retryAfterSeconds: 50 });
    // Another subject has its own count.
    await limiter.consume(limit, 'b');
    clock.advance(50_000);
    await limiter.consume(limit, 'a');
  });

  it('counts concurrent hits exactly', async () => {
    const clock = testClock(new Date('2026-03-03T09:00:00.000Z'));
    const limiter = createRateLimiter({
      counters: createRateLimitRepository(database.db),
      clock,
      random: () => 1,
    });
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => outcomeOf(limiter.consume(limit, 'burst'))),
    );
    expect(outcomes.filter((outcome) => outcome === 'allowed')).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome === 'refused')).toHaveLength(7);
  });

  it('prunes counters whose window has passed', async () => {
    const clock = testClock(new Date('2026-03-04T09:00:00.000Z'));
    const counters = createRateLimitRepository(database.db);
    await createRateLimiter({ counters, clock, random: () => 1 }).consume(limit, 'old');
    clock.advance(24 * 60 * 60 * 1000);
    await createRateLimiter({ counters, clock, random: () => 0 }).consume(limit, 'new');
    const [row] = await database.db.select({ value: count() }).from(rateLimitWindows);
    // Only the counter just written survives.
    expect(Number(row?.value)).toBe(1);
  });
});
