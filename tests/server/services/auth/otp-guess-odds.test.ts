import { describe, expect, it } from 'vitest';
import {
  mostWrongCodesIn,
  worstCaseTakeoverChance,
} from '../../../../src/server/services/auth/otp-guess-odds';

const DAY = 24 * 60 * 60 * 1000;

describe('the chance of guessing one client’s code', () => {
  it('stays under 1 % in 30 days for an attacker who guesses as fast as the limits allow', () => {
    expect(mostWrongCodesIn(30 * DAY)).toBe(90);
    const chance = worstCaseTakeoverChance(30 * DAY);
    expect(chance).toBeLessThan(0.01);
    expect(chance).toBeCloseTo(0.008964, 5);
  });

  it('grows only slowly with time, because the locks keep doubling', () => {
    expect(mostWrongCodesIn(365 * DAY)).toBe(130);
  });
});
