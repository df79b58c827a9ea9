// A one-time code is taken only for what it was made for: signing in, resetting a password, a signup
// proving its phone, or a profile's new phone proving itself before it replaces the old one. A sign-in
// code never resets a password, and a reset code never signs in.
export const otpPurposes = ['sign-in', 'reset', 'signup', 'phone-change'] as const;
export type OtpPurpose = (typeof otpPurposes)[number];
