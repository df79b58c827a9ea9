import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../../src/server/db/open-database';
import { rateLimitBuckets } from '../../../../src/server/db/schema';
import { AppError } from '../../../../src/server/http/app-errors';
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

const limit: RateLimit = { name: 'test', max: 3, windowMs: 60_000, reason: 'Slow down.' };

const outcomeOf = (attempt: Promise<void>) =>
  attempt.then(
    () => 'allowed',
    (error: unknown) => (error instanceof AppError && error.code === 'rate_limited' ? 'refused' : 'failed'),
  );

describe('rate limiter', () => {
  it('allows the maximum at once, then refuses with the wait for the next allowance', async () => {
    const clock = testClock(new Date('2026-03-02T09:00:10.000Z'));
    const limiter = createRateLimiter({
      counters: createRateLimitRepository(database.db),
      clock,
      random: () => 1,
    });
    for (let hit = 0; hit < 3; hit += 1) await limiter.consume(limit, 'a');
    const refused = await limiter.consume(limit, 'a').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    // 3 a minute: one more every 20 seconds.
    expect(refused).toMatchObject({
      statusCode: 429,
      message: 'Slow down. Please try again in 1 minute.',
      retryAfterSeconds: 20,
    });
    // Another subject has its own count.
    await limiter.consume(limit, 'b');
    clock.advance(19_000);
    expect(await outcomeOf(limiter.consume(limit, 'a'))).toBe('refused');
    clock.advance(1_000);
    expect(await outcomeOf(limiter.consume(limit, 'a'))).toBe('allowed');
    expect(await outcomeOf(limiter.consume(limit, 'a'))).toBe('refused');
    // A whole window later the full allowance is back.
    clock.advance(60_000);
    const outcomes = [];
    for (let hit = 0; hit < 4; hit += 1) outcomes.push(await outcomeOf(limiter.consume(limit, 'a')));
    expect(outcomes).toEqual(['allowed', 'allowed', 'allowed', 'refused']);
  });

  it('does not let twice the maximum through around the turn of a clock minute', async () => {
    const clock = testClock(new Date('2026-03-05T09:00:59.900Z'));
    const limiter = createRateLimiter({
      counters: createRateLimitRepository(database.db),
      clock,
      random: () => 1,
    });
    const outcomes = [];
    for (let hit = 0; hit < 3; hit += 1) outcomes.push(await outcomeOf(limiter.consume(limit, 'edge')));
    clock.advance(200);
    for (let hit = 0; hit < 3; hit += 1) outcomes.push(await outcomeOf(limiter.consume(limit, 'edge')));
    expect(outcomes.filter((outcome) => outcome === 'allowed')).toHaveLength(3);
  });

  it('does not count refused hits, so a client that keeps knocking is let in as the allowance returns', async () => {
    const clock = testClock(new Date('2026-03-06T09:00:00.000Z'));
    const limiter = createRateLimiter({
      counters: createRateLimitRepository(database.db),
      clock,
      random: () => 1,
    });
    const outcomes = [];
    for (let second = 0; second < 60; second += 1) {
      outcomes.push(await outcomeOf(limiter.consume(limit, 'knocker')));
      clock.advance(1_000);
    }
    // 3 at once, then one every 20 seconds (at 20 s and 40 s).
    expect(outcomes.filter((outcome) => outcome === 'allowed')).toHaveLength(5);
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

  it('earns nothing for an instance whose clock lags, and never moves the bucket back in time', async () => {
    const ahead = testClock(new Date('2026-03-07T09:00:30.000Z'));
    const behind = testClock(new Date('2026-03-07T09:00:00.000Z'));
    const counters = createRateLimitRepository(database.db);
    const onAhead = createRateLimiter({ counters, clock: ahead, random: () => 1 });
    const onBehind = createRateLimiter({ counters, clock: behind, random: () => 1 });
    for (let hit = 0; hit < 3; hit += 1) await onAhead.consume(limit, 'skew');
    const refused = await onBehind.consume(limit, 'skew').catch((error: unknown) => error);
    expect(refused).toMatchObject({ statusCode: 429, retryAfterSeconds: 20 });
    // The lagging instance's earlier "now" did not rewind the bucket: 20 s after the real last hit it refills.
    behind.advance(49_000);
    expect(await outcomeOf(onBehind.consume(limit, 'skew'))).toBe('refused');
    ahead.advance(20_000);
    expect(await outcomeOf(onAhead.consume(limit, 'skew'))).toBe('allowed');
  });

  it('prunes counters that have filled up again', async () => {
    const clock = testClock(new Date('2026-04-01T09:00:00.000Z'));
    const counters = createRateLimitRepository(database.db);
    await createRateLimiter({ counters, clock, random: () => 1 }).consume(limit, 'old');
    clock.advance(24 * 60 * 60 * 1000);
    await createRateLimiter({ counters, clock, random: () => 0 }).consume(limit, 'new');
    const [row] = await database.db.select({ value: count() }).from(rateLimitBuckets);
    // Only the counter just written survives.
    expect(Number(row?.value)).toBe(1);
  });
});
