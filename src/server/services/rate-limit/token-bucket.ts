// The rule behind every rate limit: a token bucket. A subject starts with `max` hits and earns them back
// continuously, `max` per `windowMs`. Unlike windows fixed to the clock, nothing resets at a boundary, so a
// burst at 09:00:59 followed by one at 09:01:00 cannot pass twice the limit.

export interface TokenBucketLimit {
  max: number;
  windowMs: number;
}

export interface BucketState {
  tokens: number;
  updatedAt: Date;
}

export type TokenTake =
  | { allowed: true; next: BucketState & { fullAt: Date } }
  | { allowed: false; retryAfterMs: number };

/** Takes one hit from the bucket (null: never used, so full). A refused hit leaves the bucket unchanged. */
export function takeToken(state: BucketState | null, now: Date, limit: TokenBucketLimit): TokenTake {
  // Multiplying before dividing keeps whole refills exact (20 s of 3 a minute is 1, not 0.999…).
  const elapsedMs = state ? Math.max(0, now.getTime() - state.updatedAt.getTime()) : limit.windowMs;
  const tokens = Math.min(limit.max, (state?.tokens ?? limit.max) + (elapsedMs * limit.max) / limit.windowMs);
  if (tokens < 1) return { allowed: false, retryAfterMs: ((1 - tokens) * limit.windowMs) / limit.max };
  const left = tokens - 1;
  // A peer whose clock lags must not move the bucket back in time.
  const updatedAt = new Date(Math.max(now.getTime(), state?.updatedAt.getTime() ?? 0));
  return {
    allowed: true,
    next: {
      tokens: left,
      updatedAt,
      fullAt: new Date(updatedAt.getTime() + ((limit.max - left) * limit.windowMs) / limit.max),
    },
  };
}
