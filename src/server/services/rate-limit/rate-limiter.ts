// Fixed-window rate limits counted in the database, so every instance behind a load balancer shares them.
import type { Clock } from '../../clock';
import { TooManyRequestsError } from '../../http/app-errors';
import type { RateLimitRepository } from './rate-limit-repository';

export interface RateLimit {
  /** Names the limit and appears in the bucket key ('user-lookup'). */
  name: string;
  max: number;
  windowMs: number;
  /** What the person is told on a 429. */
  message: string;
}

// Each bucket is one row that lives on after its window; pruning on about one hit in a hundred keeps the
// table to the buckets of the last day without a scheduler, at the cost of one cheap delete now and then.
const PRUNE_PROBABILITY = 0.01;

export function createRateLimiter(deps: {
  counters: RateLimitRepository;
  clock: Clock;
  random?: () => number;
}) {
  const random = deps.random ?? Math.random;
  return {
    /** Counts one attempt by `subject` (an IP address, a phone); throws 429 once the window is full. */
    async consume(limit: RateLimit, subject: string): Promise<void> {
      const now = deps.clock.now().getTime();
      const windowStart = Math.floor(now / limit.windowMs) * limit.windowMs;
      const windowEnd = windowStart + limit.windowMs;
      const hits = await deps.counters.hit(
        `${limit.name}:${subject}`,
        new Date(windowStart),
        new Date(windowEnd),
      );
      if (random() < PRUNE_PROBABILITY) await deps.counters.deleteExpired(new Date(now));
      if (hits > limit.max) {
        throw new TooManyRequestsError(
          'rate_limited',
          limit.message,
          Math.max(1, Math.ceil((windowEnd - now) / 1000)),
        );
      }
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
