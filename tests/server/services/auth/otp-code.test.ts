import { describe, expect, it } from 'vitest';
import {
  generateOtpCode,
  hashOtpCode,
  normaliseOtpInput,
  otpCodeMatches,
} from '../../../../src/server/services/auth/otp-code';

const secret = 'a-test-secret-of-at-least-32-characters';

describe('one-time codes', () => {
  it('are four digits, leading zeros kept, and spread over all 10 000', () => {
    const codes = Array.from({ length: 2000 }, generateOtpCode);
    expect(codes.every((code) => /^\d{4}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1700);
  });

  it('are stored as a keyed hash that differs per challenge and per secret', () => {
    const hash = hashOtpCode(secret, 'challenge-1', '1234');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('1234');
    expect(hashOtpCode(secret, 'challenge-2', '1234')).not.toBe(hash);
    expect(hashOtpCode(`${secret}!`, 'challenge-1', '1234')).not.toBe(hash);
  });

  it('match only the code that was hashed', () => {
    const stored = hashOtpCode(secret, 'c', '0042');
    expect(otpCodeMatches(secret, 'c', '0042', stored)).toBe(true);
    expect(otpCodeMatches(secret, 'c', '0043', stored)).toBe(false);
    expect(otpCodeMatches(secret, 'c', '0042', 'not-a-hash')).toBe(false);
  });

  it('get their leading zeros back when the boxes arrive as one number', () => {
    expect(normaliseOtpInput(42)).toBe('0042');
    expect(normaliseOtpInput('7')).toBe('0007');
    expect(normaliseOtpInput(1234)).toBe('1234');
  });
});
