// The best chance an attacker has of guessing one client's code, from the limits alone
// (docs/security.md states the figures). The attacker is assumed to guess as fast as
// possible, from many addresses, never repeating a guess on one code: code requests and per-phone rate
// limits only slow them, so they are left out and the result is an upper bound.
import { EMAIL_CODE_LENGTH, OTP_LENGTH } from './otp-code';
import { otpLimits, otpPhoneLockLimits } from './otp-limits';
import { afterWrongCode, isPhoneLocked, type PhoneLockLimits, unlockedPhone } from './otp-phone-lock';

const HOUR = 60 * 60 * 1000;

export interface GuessingRound {
  /** When the round's first guess is made, counted from the attacker's first. */
  startMs: number;
  guesses: number;
}

/**
 * The rounds of guessing one phone can take within `periodMs`, starting unlocked: a burst of wrong codes
 * up to a lock, then the wait. Guessing as early as allowed is the best strategy: waiting only lets the
 * lock's memory run, which takes the whole 30 days.
 */
export function guessingRounds(
  periodMs: number,
  limits: PhoneLockLimits = otpPhoneLockLimits,
): GuessingRound[] {
  let state = unlockedPhone;
  let now = 0;
  const rounds: GuessingRound[] = [{ startMs: 0, guesses: 0 }];
  while (now < periodMs) {
    if (state.lockedUntil && isPhoneLocked(state, new Date(now))) {
      now = state.lockedUntil.getTime();
      if (now < periodMs) rounds.push({ startMs: now, guesses: 0 });
      continue;
    }
    state = afterWrongCode(state, new Date(now), limits).state;
    const round = rounds[rounds.length - 1];
    if (round) round.guesses += 1;
  }
  return rounds;
}

/** How many wrong codes one phone can take within `periodMs`, starting unlocked. */
export function mostWrongCodesIn(periodMs: number, limits: PhoneLockLimits = otpPhoneLockLimits): number {
  return guessingRounds(periodMs, limits).reduce((sum, round) => sum + round.guesses, 0);
}

/** The chance without the escalating lock, kept by 5 codes an hour and 5 tries a code alone: docs/security.md's
 * "before" figure, which is why the lock exists. */
export function takeoverChanceWithoutLock(periodMs: number): number {
  const codes = 10 ** OTP_LENGTH;
  const codesAsked = Math.floor(periodMs / HOUR) * otpLimits.perPhonePerHour;
  return 1 - (1 - otpLimits.maxWrongAttempts / codes) ** codesAsked;
}

/**
 * 1 − Π(1 − g/10 000) over the codes guessed at, with g ≤ 5 tries per code. For a fixed number of guesses
 * this is largest with every code tried the full 5 times, so that is what is computed.
 */
export function worstCaseTakeoverChance(
  periodMs: number,
  limits: PhoneLockLimits = otpPhoneLockLimits,
  codeLength: number = OTP_LENGTH,
): number {
  const codes = 10 ** codeLength;
  const guesses = mostWrongCodesIn(periodMs, limits);
  const fullCodes = Math.floor(guesses / otpLimits.maxWrongAttempts);
  const rest = guesses % otpLimits.maxWrongAttempts;
  const missAll = (1 - otpLimits.maxWrongAttempts / codes) ** fullCodes * (1 - rest / codes);
  return 1 - missAll;
}

/**
 * Codes by e-mail are a second channel with the same limits and locks, under their own
 * subject, so an attacker gets as many guesses there; at six digits they add a hundredth of the SMS odds.
 */
export function worstCaseTakeoverChanceWithEmail(periodMs: number): number {
  const bySms = worstCaseTakeoverChance(periodMs);
  const byEmail = worstCaseTakeoverChance(periodMs, otpPhoneLockLimits, EMAIL_CODE_LENGTH);
  return 1 - (1 - bySms) * (1 - byEmail);
}
