// Operator sessions: short because a back-office token can approve covers and flag refunds. 12 hours at
// most (a working day, then sign in again with the second factor) and 30 minutes idle (a desk left
// unlocked over lunch signs itself out); a client's 30-day session would be far too long here.
import type { Clock } from '../../clock';
import type { Operator } from '../../db/schema';
import { hashSessionToken, newSessionToken } from '../auth/session-tokens';
import type { OperatorSessionsRepository } from './operator-sessions-repository';

export const OPERATOR_SESSION_MAX_MS = 12 * 60 * 60 * 1000;
export const OPERATOR_SESSION_IDLE_MS = 30 * 60 * 1000;

export function createOperatorSessionService(deps: { sessions: OperatorSessionsRepository; clock: Clock }) {
  return {
    /** Stores a new session and returns its token: the only time the token exists outside the client. */
    async start(operatorId: string): Promise<string> {
      const now = deps.clock.now();
      const { token, tokenHash } = newSessionToken();
      await deps.sessions.insert({
        operatorId,
        tokenHash,
        now,
        expiresAt: new Date(now.getTime() + OPERATOR_SESSION_MAX_MS),
      });
      return token;
    },

    /** The enabled operator behind a live token (and the session is kept alive), or null. */
    operatorForToken(token: string): Promise<Operator | null> {
      const now = deps.clock.now();
      return deps.sessions.touchLive(
        hashSessionToken(token),
        now,
        new Date(now.getTime() - OPERATOR_SESSION_IDLE_MS),
      );
    },

    end(token: string): Promise<void> {
      return deps.sessions.revoke(hashSessionToken(token), deps.clock.now());
    },

    endAllOf(operatorId: string): Promise<void> {
      return deps.sessions.revokeAllOf(operatorId, deps.clock.now());
    },
  };
}

export type OperatorSessionService = ReturnType<typeof createOperatorSessionService>;
