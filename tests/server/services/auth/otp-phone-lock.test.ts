// The escalating lock's rule, as the password sign-in applies it: doubling, capped at a day, and the wrong
// guesses (not the doubling) forgotten after the right one.
import { describe, expect, it } from 'vitest';
import {
  afterRightGuess,
  afterWrongCode,
  type PhoneLockState,
  unlockedPhone,
} from '../../../../src/server/services/auth/otp-phone-lock';
import { loginLockLimits } from '../../../../src/server/services/auth/password-login';

const MINUTE = 60 * 1000;

/** Guesses wrong as soon as allowed until `locks` locks have started; the length of each, in minutes. */
function lockLengths(locks: number, from: PhoneLockState = unlockedPhone): number[] {
  let state = from;
  let now = 0;
  const lengths: number[] = [];
  while (lengths.length < locks) {
    const strike = afterWrongCode(state, new Date(now), loginLockLimits);
    state = strike.state;
    if (strike.lockedUntil) {
      lengths.push((strike.lockedUntil.getTime() - now) / MINUTE);
      now = strike.lockedUntil.getTime();
    }
  }
  return lengths;
}

describe('the password sign-in lock', () => {
  it('starts at 15 minutes after 5 wrong passwords and doubles, capped at a day', () => {
    expect(lockLengths(10)).toEqual([15, 30, 60, 120, 240, 480, 960, 1440, 1440, 1440]);
  });

  it('forgets the wrong passwords after the right one, but not the locks before', () => {
    let state = unlockedPhone;
    for (let wrong = 0; wrong < 4; wrong += 1)
      state = afterWrongCode(state, new Date(0), loginLockLimits).state;
    state = afterRightGuess(state);
    expect(state.wrongCodes).toBe(0);
    const strike = afterWrongCode(state, new Date(0), loginLockLimits);
    expect(strike.lockedUntil).toBeNull();
  });
});
