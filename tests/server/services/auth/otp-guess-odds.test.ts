// docs/security.md ("Guesses are bounded per phone over days") states these figures; each
// is computed here from the limits the services apply, so changing a limit without docs/security.md fails.
import { describe, expect, it } from 'vitest';
import { EMAIL_CODE_LENGTH, OTP_LENGTH } from '../../../../src/server/services/auth/otp-code';
import {
  guessingRounds,
  mostWrongCodesIn,
  takeoverChanceWithoutLock,
  worstCaseTakeoverChance,
  worstCaseTakeoverChanceWithEmail,
} from '../../../../src/server/services/auth/otp-guess-odds';
import {
  otpLimits,
  otpPhoneLockLimits,
  otpRequestsPerIp,
  otpVerifiesPerIp,
  otpVerifiesPerPhone,
} from '../../../../src/server/services/auth/otp-limits';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('the chance of guessing one client’s code', () => {
  it('rests on 4-digit codes, 5 wrong tries a code and 5 codes an hour: 25 guesses an hour, 83 % in 30 days', () => {
    expect(10 ** OTP_LENGTH).toBe(10_000);
    expect(otpLimits.maxWrongAttempts).toBe(5);
    expect(otpLimits.perPhonePerHour).toBe(5);
    expect(otpLimits.maxWrongAttempts * otpLimits.perPhonePerHour).toBe(25);
    expect(Math.round(takeoverChanceWithoutLock(30 * DAY) * 100)).toBe(83);
  });

  it('locks a phone at every 10th wrong code, 2 hours first, doubling within 30 days', () => {
    expect(otpPhoneLockLimits).toEqual({ wrongCodesPerLock: 10, firstLockMs: 2 * HOUR, memoryMs: 30 * DAY });
  });

  it('gives an attacker rounds of 10 guesses at 0, 2, 6, 14, 30, 62, 126, 254 and 510 hours in 30 days', () => {
    const rounds = guessingRounds(30 * DAY);
    expect(rounds.map((round) => round.startMs / HOUR)).toEqual([0, 2, 6, 14, 30, 62, 126, 254, 510]);
    expect(rounds.every((round) => round.guesses === 10)).toBe(true);
    // The tenth would start at 1,022 h, past the 720 h of 30 days.
    expect(guessingRounds(1023 * HOUR).map((round) => round.startMs / HOUR)).toContain(1022);
  });

  it('stays under 1 % in 30 days: 90 wrong codes, 5 on each of 18 codes, 0.90 %', () => {
    expect(mostWrongCodesIn(30 * DAY)).toBe(90);
    expect(90 / otpLimits.maxWrongAttempts).toBe(18);
    const chance = worstCaseTakeoverChance(30 * DAY);
    expect(chance).toBeCloseTo(1 - (1 - 5 / 10_000) ** 18, 12);
    expect((chance * 100).toFixed(2)).toBe('0.90');
    expect(chance).toBeLessThan(0.01);
  });

  it('adds at most 0.009 % by 6-digit e-mail codes with the same locks: 0.91 % together, still under 1 %', () => {
    const byEmail = worstCaseTakeoverChance(30 * DAY, otpPhoneLockLimits, EMAIL_CODE_LENGTH);
    expect(EMAIL_CODE_LENGTH).toBe(6);
    expect(byEmail).toBeCloseTo(1 - (1 - 5 / 1_000_000) ** 18, 12);
    expect((byEmail * 100).toFixed(3)).toBe('0.009');
    const together = worstCaseTakeoverChanceWithEmail(30 * DAY);
    expect((together * 100).toFixed(2)).toBe('0.91');
    expect(together).toBeLessThan(0.01);
  });

  it('grows only slowly with time, because the locks keep doubling: 130 guesses, 1.3 %, in a year', () => {
    expect(mostWrongCodesIn(365 * DAY)).toBe(130);
    expect((worstCaseTakeoverChance(365 * DAY) * 100).toFixed(1)).toBe('1.3');
  });

  it('slows an attacker further per address (20 requests, 30 checks an hour) and per phone (10 checks per 15 minutes)', () => {
    expect([otpRequestsPerIp.max, otpRequestsPerIp.windowMs]).toEqual([20, HOUR]);
    expect([otpVerifiesPerIp.max, otpVerifiesPerIp.windowMs]).toEqual([30, HOUR]);
    expect([otpVerifiesPerPhone.max, otpVerifiesPerPhone.windowMs]).toEqual([10, 15 * 60 * 1000]);
  });
});
