// Rate limits counted in the database, so every instance behind a load balancer shares them. Each limit is
// a token bucket (rate-limit-repository.ts): `max` at once, then one more every `windowMs / max`.

import { spokenText } from '../../../domain/language/messages';
import { refusalWithWait } from '../../../domain/wait-messages';
import type { Clock } from '../../clock';
import { apiError } from '../../http/app-errors';
import { type RateLimitRepository, type TakeValues, takeValues } from './rate-limit-repository';

export interface RateLimit {
  /** Names the limit and appears in the bucket key ('user-lookup'). */
  name: string;
  max: number;
  windowMs: number;
  /** Why the person is refused ('Too many code requests.'); the 429's message adds how long to wait. */
  reason: string;
}

// A bucket's row lives on until it has filled up again; pruning on about one hit in a hundred keeps the
// table to the buckets in use without a scheduler, at the cost of one cheap delete now and then.
const PRUNE_PROBABILITY = 0.01;

const bucketOf = (limit: RateLimit, subject: string) => `${limit.name}:${subject}`;

const tooManyRequests = (limit: RateLimit, retryAfterMs: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  // The reason was read when its limit was declared (in English): said now in the request's language.
  return apiError('rate_limited', refusalWithWait(spokenText(limit.reason), seconds), {
    retryAfterSeconds: seconds,
  });
};

export function createRateLimiter(deps: {
  counters: RateLimitRepository;
  clock: Clock;
  random?: () => number;
}) {
  const random = deps.random ?? Math.random;
  const maybePrune = async (now: Date) => {
    if (random() < PRUNE_PROBABILITY) await deps.counters.deleteFull(now);
  };
  return {
    /** Counts one attempt by `subject` (an IP address, a phone); throws 429 once its allowance is used up. */
    async consume(limit: RateLimit, subject: string): Promise<void> {
      const now = deps.clock.now();
      const take = await deps.counters.take(bucketOf(limit, subject), now, limit);
      await maybePrune(now);
      if (!take.allowed) throw tooManyRequests(limit, take.retryAfterMs);
    },

    /**
     * Counts one attempt inside the caller's own write, in one statement (takeTokenSql as the guard of a
     * data-modifying WITH): `write` gets the take's values and returns null when the take refused, having
     * written nothing. Throws 429 then, as consume does.
     */
    async consumeWithin<T>(
      limit: RateLimit,
      subject: string,
      write: (take: TakeValues) => Promise<T | null>,
    ): Promise<T> {
      const now = deps.clock.now();
      const bucket = bucketOf(limit, subject);
      const written = await write(takeValues(bucket, now, limit));
      await maybePrune(now);
      if (written === null) throw tooManyRequests(limit, await deps.counters.waitFor(bucket, now, limit));
      return written;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
