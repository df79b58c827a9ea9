// Sessions: starting one after a successful sign-in, finding the user behind a bearer token, ending them.

import { currentLanguage } from '../../../domain/language/current-language';
import type { Clock } from '../../clock';
import type { User } from '../../db/schema';
import type { UsersRepository } from '../users/users-repository';
import { hashSessionToken, newSessionToken, SESSION_LIFETIME_MS } from './session-tokens';
import type { SessionsRepository } from './sessions-repository';

/**
 * Stores a new session and returns its token: the only time the token exists outside the client. Every
 * sign-in and sign-up comes through here, so here the account records the language the request spoke
 * (the page's): its SMS and e-mails follow it.
 */
export async function startSession(
  rows: { sessions: SessionsRepository; users: Pick<UsersRepository, 'recordLanguage'> },
  userId: string,
  now: Date,
): Promise<string> {
  const { sessions } = rows;
  await rows.users.recordLanguage(userId, currentLanguage());
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
