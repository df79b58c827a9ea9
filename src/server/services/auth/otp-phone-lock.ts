// The escalating lock on wrong codes per phone (issue 9, 1.6), as a pure rule: the service applies it to
// the stored row, and otp-guess-odds.ts runs it to compute an attacker's best chance. Nothing but time
// resets it (not even a sign-in), so no one but the limits decides how many guesses a phone can take.
import { otpPhoneLockLimits } from './otp-limits';

export interface PhoneLockState {
  wrongCodes: number;
  lastWrongAt: Date | null;
  locksInARow: number;
  lockedUntil: Date | null;
}

export type PhoneLockLimits = typeof otpPhoneLockLimits;

export const unlockedPhone: PhoneLockState = {
  wrongCodes: 0,
  lastWrongAt: null,
  locksInARow: 0,
  lockedUntil: null,
};

export const isPhoneLocked = (state: PhoneLockState, now: Date): boolean =>
  state.lockedUntil !== null && state.lockedUntil.getTime() > now.getTime();

const within = (since: Date | null, now: Date, ms: number) =>
  since !== null && now.getTime() - since.getTime() < ms;

/** The state after one more wrong code, and the end of the lock it starts, if it starts one. */
export function afterWrongCode(
  state: PhoneLockState,
  now: Date,
  limits: PhoneLockLimits = otpPhoneLockLimits,
): { state: PhoneLockState; lockedUntil: Date | null } {
  const wrongCodes = (within(state.lastWrongAt, now, limits.memoryMs) ? state.wrongCodes : 0) + 1;
  if (wrongCodes < limits.wrongCodesPerLock) {
    return { state: { ...state, wrongCodes, lastWrongAt: now }, lockedUntil: null };
  }
  // A lock starting within 30 days of the end of the one before is "in a row": every lock within any 30
  // days is, so there each lasts at least twice the one before; and counting from the end, a lock long
  // enough to outlast the memory cannot reset the doubling by itself.
  const inARow = within(state.lockedUntil, now, limits.memoryMs) ? state.locksInARow : 0;
  const lockedUntil = new Date(now.getTime() + limits.firstLockMs * 2 ** inARow);
  return {
    state: { wrongCodes: 0, lastWrongAt: now, locksInARow: inARow + 1, lockedUntil },
    lockedUntil,
  };
}
