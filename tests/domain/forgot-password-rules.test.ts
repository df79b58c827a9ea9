import { describe, expect, it } from 'vitest';
import { ForgotPasswordRequestSchema, ResetPasswordRequestSchema } from '../../src/domain/api';

const messageFor = (Identifier: string) => {
  const parsed = ForgotPasswordRequestSchema.safeParse({ Identifier });
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('forgot-password phone (point 5)', () => {
  it.each([
    ['', 'Phone Number is required to reset password'],
    ['   ', 'Phone Number is required to reset password'],
    ['071234567', 'Phone Number must be 10-15 digits, optionally starting with +'],
    ['+2547123456789012', 'Phone Number must be 10-15 digits, optionally starting with +'],
    ['07 1234 5678x', 'Phone Number must be 10-15 digits, optionally starting with +'],
    ['0712345678', null],
    ['+254712345678', null],
  ])('"%s" → %s', (phone, message) => expect(messageFor(phone)).toBe(message));
});

describe('reset password (change-password rules)', () => {
  const body = { Identifier: '0712345678', otp: 1234, new_password: 'secret1', confirm_password: 'secret1' };
  it('needs at least 6 characters and the same password twice', () => {
    const short = ResetPasswordRequestSchema.safeParse({
      ...body,
      new_password: 'abc',
      confirm_password: 'abc',
    });
    expect(short.error?.issues[0]?.message).toBe('New password must be at least 6 characters long.');
    const mismatch = ResetPasswordRequestSchema.safeParse({ ...body, confirm_password: 'secret2' });
    expect(mismatch.error?.issues[0]?.message).toBe('New password and confirm password do not match.');
    expect(ResetPasswordRequestSchema.safeParse(body).success).toBe(true);
  });
});
