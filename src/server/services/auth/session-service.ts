// Sessions: starting one after a successful sign-in, finding the user behind a bearer token, ending them.
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

    /** Logout: the token stops working at once, on this device only. */
    endSession(token: string): Promise<void> {
      return deps.sessions.revoke(hashSessionToken(token), deps.clock.now());
    },

    /** After a password change: every session of the user ends, so a stolen device is signed out too. */
    endAllSessionsOf(userId: string): Promise<void> {
      return deps.sessions.revokeAllOfUser(userId, deps.clock.now());
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
