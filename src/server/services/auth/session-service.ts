// Sessions: starting one after a successful sign-in, and finding the user behind a bearer token.
import type { Clock } from '../../clock';
import type { User } from '../../db/schema';
import { hashSessionToken, newSessionToken, SESSION_LIFETIME_MS } from './session-tokens';
import type { SessionsRepository } from './sessions-repository';

/** Stores a new session and returns its token: the only time the token exists outside the client. */
export async function startSession(sessions: SessionsRepository, userId: string, now: Date): Promise<string> {
  const { token, tokenHash } = newSessionToken();
  await sessions.insert({
    userId,
    tokenHash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  return token;
}

export function createSessionService(deps: { sessions: SessionsRepository; clock: Clock }) {
  return {
    /** The signed-in user, or null for an unknown, expired or revoked token. */
    userForToken(token: string): Promise<User | null> {
      return deps.sessions.findLiveUser(hashSessionToken(token), deps.clock.now());
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
