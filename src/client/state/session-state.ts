import type { UserRecord } from '../../domain/api/users';

// The session's shape, on its own: the live session (session.ts) and its copy on the device
// (session-storage.ts) both name it, and neither should load the other to do so.

/** The signed-in user: the record the OTP verify answer carries (UserRecordSchema). */
export type SessionUser = UserRecord;

/** Point 3, auth state: the four fields and their defaults. */
export interface SessionState {
  is_authenticated: boolean;
  auth_token: string;
  userDetails: SessionUser | null;
  msisdn: string | null;
}
