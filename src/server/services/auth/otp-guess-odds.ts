// The best chance an attacker has of guessing one client's code, from the limits alone (issue 9, 1.6;
// the README's Security section states the figures). The attacker is assumed to guess as fast as
// possible, from many addresses, never repeating a guess on one code: code requests and per-phone rate
// limits only slow them, so they are left out and the result is an upper bound.
import { OTP_LENGTH } from './otp-code';
import { otpLimits, otpPhoneLockLimits } from './otp-limits';
import { afterWrongCode, isPhoneLocked, type PhoneLockLimits, unlockedPhone } from './otp-phone-lock';

/**
 * How many wrong codes one phone can take within `periodMs`, starting unlocked. Guessing as early as
 * allowed is the best strategy: waiting only lets the lock's memory run, which takes the whole 30 days.
 */
export function mostWrongCodesIn(periodMs: number, limits: PhoneLockLimits = otpPhoneLockLimits): number {
  let state = unlockedPhone;
  let now = 0;
  let guesses = 0;
  while (now < periodMs) {
    if (state.lockedUntil && isPhoneLocked(state, new Date(now))) {
      now = state.lockedUntil.getTime();
      continue;
    }
    state = afterWrongCode(state, new Date(now), limits).state;
    guesses += 1;
  }
  return guesses;
}

/**
 * 1 − Π(1 − g/10 000) over the codes guessed at, with g ≤ 5 tries per code. For a fixed number of guesses
 * this is largest with every code tried the full 5 times, so that is what is computed.
 */
export function worstCaseTakeoverChance(
  periodMs: number,
  limits: PhoneLockLimits = otpPhoneLockLimits,
): number {
  const codes = 10 ** OTP_LENGTH;
  const guesses = mostWrongCodesIn(periodMs, limits);
  const fullCodes = Math.floor(guesses / otpLimits.maxWrongAttempts);
  const rest = guesses % otpLimits.maxWrongAttempts;
  const missAll = (1 - otpLimits.maxWrongAttempts / codes) ** fullCodes * (1 - rest / codes);
  return 1 - missAll;
}
