// Daraja's OAuth token lasts an hour; asking for one per payment would double every push's latency and
// hit Daraja's rate limits. It is kept until a minute before it expires, so a push never races expiry.
import type { Clock } from '../../clock';

const RENEW_BEFORE_EXPIRY_MS = 60_000;

export function createTokenCache(
  clock: Clock,
  fetchToken: (signal: AbortSignal) => Promise<{ token: string; expiresInSeconds: number }>,
) {
  let cached: { token: string; renewAt: number } | null = null;
  // Concurrent pushes at start-up share one OAuth call instead of each asking for a token.
  let inFlight: Promise<string> | null = null;

  async function renew(signal: AbortSignal): Promise<string> {
    const { token, expiresInSeconds } = await fetchToken(signal);
    cached = { token, renewAt: clock.now().getTime() + expiresInSeconds * 1000 - RENEW_BEFORE_EXPIRY_MS };
    return token;
  }

  return {
    /** `signal` ends the wait for a new token (the caller's deadline); a cached one returns at once. */
    async token(signal: AbortSignal): Promise<string> {
      if (cached && clock.now().getTime() < cached.renewAt) return cached.token;
      inFlight ??= renew(signal).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    /** Forgets the token (Daraja refused it before its time, e.g. revoked credentials). */
    clear(): void {
      cached = null;
    },
  };
}
