// Who may call the account endpoints: signing in, signing up and resetting a password are open to anyone
// (and limited, in words the contract states); a profile and its data are their owner's, named by :id.
import { describe, expect, it } from 'vitest';
import { myDataEndpoints } from '../../../src/domain/contract/my-data-endpoints';
import { profileEndpoints } from '../../../src/domain/contract/profile-endpoints';
import { userEndpoints } from '../../../src/domain/contract/users-endpoints';

const open = [
  'lookUpUser',
  'requestOtp',
  'requestEmailCode',
  'verifyOtp',
  'verifyEmailCode',
  'logIn',
  'signUp',
  'requestPasswordReset',
  'resetPassword',
] as const;

describe('the account endpoints', () => {
  it.each(open)('%s is open to anyone, under a stated limit', (name) => {
    expect(userEndpoints[name].access).toBe('none');
    expect(userEndpoints[name].rateLimit).toEqual(expect.any(String));
  });

  it('a session’s own: logging out and changing the password', () => {
    expect(userEndpoints.logOut.access).toBe('client');
    expect(userEndpoints.changePassword.access).toBe('client');
  });

  it.each([...Object.values(profileEndpoints), ...Object.values(myDataEndpoints)])(
    '$name is its owner’s, named by :id',
    (route) => {
      expect(route.access).toBe('owner');
      expect(route.path).toMatch(/^\/home-insurance\/users\/:id(\/|$)/);
      expect(route.errors).toContain('account_not_found');
    },
  );

  it('the profile’s PUT takes an Idempotency-Key (the outbox resends it)', () => {
    expect(profileEndpoints.updateProfile.idempotencyKey).toBe(true);
  });
});
