// The escalating lock on wrong guesses per phone, as a pure rule: the services apply it to
// the stored row, and otp-guess-odds.ts runs it to compute an attacker's best chance. Two locks use it:
// wrong sign-in codes (otp-limits.ts; nothing but time resets it, not even a sign-in, so no one but the
// limits decides how many guesses a phone can take) and wrong passwords (password-login.ts, capped, and
// its count of wrong passwords reset by the right one).
import { otpPhoneLockLimits } from './otp-limits';

export interface PhoneLockState {
  wrongCodes: number;
  lastWrongAt: Date | null;
  locksInARow: number;
  lockedUntil: Date | null;
}

export interface PhoneLockLimits {
  /** Every this many wrong guesses starts a lock. */
  wrongCodesPerLock: number;
  firstLockMs: number;
  /** Wrong guesses and locks older than this are forgotten. */
  memoryMs: number;
  /** The longest a lock lasts, however many came before; none when absent. */
  maxLockMs?: number;
}

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
  const lockMs = Math.min(limits.firstLockMs * 2 ** inARow, limits.maxLockMs ?? Number.POSITIVE_INFINITY);
  const lockedUntil = new Date(now.getTime() + lockMs);
  return {
    state: { wrongCodes: 0, lastWrongAt: now, locksInARow: inARow + 1, lockedUntil },
    lockedUntil,
  };
}

/** The right guess: the wrong ones before it are forgotten; the lock history (for doubling) stays. */
export const afterRightGuess = (state: PhoneLockState): PhoneLockState => ({
  ...state,
  wrongCodes: 0,
  lastWrongAt: null,
});
