// Signing in, signing up and passwords: the anonymous endpoints of an account, and the two a signed-in
// client uses on their session and password. The limits in words are those of services/auth and
// services/users; the per-address ones run before the body is read, so malformed requests count too.
import { defineEndpoints } from './endpoint';

/** What sending a code may answer: the phone's or this address's lock, or the per-phone pace. */
export const codeSendRefusals = [
  'otp_phone_locked',
  'otp_address_locked',
  'otp_too_soon',
  'otp_hourly_limit',
] as const;

/** What checking a code may answer: the code's own state, or a lock its wrong tries started. */
export const codeCheckRefusals = [
  'otp_expired',
  'otp_incorrect',
  'otp_locked',
  'otp_phone_locked',
  'otp_address_locked',
] as const;

const codeSendLimit =
  'Per address: 20 code requests an hour, shared by every endpoint that sends a code. Per phone: one code every 30 seconds and 5 an hour; none while the phone, or the phone from this address, is locked.';

const codeCheckLimit =
  'Per address: 30 code checks an hour, shared by every endpoint that checks a code. Per phone and address: 10 checks in 15 minutes. A code dies at its 5th wrong try; 8 wrong codes from one address lock the phone there, and every 10th wrong code locks the phone, for 2 hours, twice as long for each further lock within 30 days.';

export const userEndpoints = defineEndpoints({
  lookUpUser: {
    method: 'GET',
    path: '/home-insurance/users/exists/:phoneOrEmail',
    access: 'none',
    idempotencyKey: false,
    rateLimit: '30 a minute per signed-in account, or per address for anyone else.',
    answers: 'json',
    errors: [],
    summary:
      'Whether a phone or e-mail has an account: masked hints for anyone, the details for the account’s own holder.',
  },
  requestOtp: {
    method: 'POST',
    path: '/home-insurance/users/otp/request',
    access: 'none',
    idempotencyKey: false,
    rateLimit: codeSendLimit,
    answers: 'json',
    errors: codeSendRefusals,
    summary:
      'Sends a sign-in code by SMS to the account of a phone or e-mail; the same answer whether or not there is one.',
  },
  requestEmailCode: {
    method: 'POST',
    path: '/home-insurance/users/otp/email-request',
    access: 'none',
    idempotencyKey: false,
    rateLimit: codeSendLimit,
    answers: 'json',
    errors: codeSendRefusals,
    summary: 'Sends a sign-in code by e-mail, while the phone’s own lock stops codes by SMS.',
  },
  verifyEmailCode: {
    method: 'POST',
    path: '/home-insurance/users/otp/email-verify',
    access: 'none',
    idempotencyKey: false,
    rateLimit: codeCheckLimit,
    answers: 'json',
    errors: codeCheckRefusals,
    summary: 'Signs in with the code sent by e-mail; answered as the SMS code is.',
  },
  verifyOtp: {
    method: 'POST',
    path: '/home-insurance/users/otp/verify',
    access: 'none',
    idempotencyKey: false,
    rateLimit: codeCheckLimit,
    answers: 'json',
    errors: codeCheckRefusals,
    summary: 'Signs in with the code sent by SMS: a session token and the account.',
  },
  logIn: {
    method: 'POST',
    path: '/home-insurance/users/login',
    access: 'none',
    idempotencyKey: false,
    rateLimit:
      'Per address: 30 an hour. Per phone: 5 wrong passwords lock it for 15 minutes, twice as long for each further lock within a day, up to a day (sign-in by code still works).',
    answers: 'json',
    errors: ['login_incorrect', 'login_locked'],
    summary: 'Signs in with phone and password; answered as the code sign-in is.',
  },
  logOut: {
    method: 'POST',
    path: '/home-insurance/users/logout',
    access: 'client',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: [],
    summary: 'Ends the caller’s session, so its token stops working.',
  },
  signUp: {
    method: 'POST',
    path: '/home-insurance/users/signup',
    access: 'none',
    idempotencyKey: false,
    rateLimit: `Per address: 10 an hour. Its code is sent and checked under the sign-in code’s limits (${codeSendLimit} ${codeCheckLimit})`,
    answers: 'json',
    errors: ['phone_taken', 'email_taken', 'id_number_taken', ...codeSendRefusals, ...codeCheckRefusals],
    summary:
      'Without `otp`, sends a code to the phone and makes nothing (202); with it, makes the account, signed in (200).',
  },
  changePassword: {
    method: 'POST',
    path: '/home-insurance/users/change-password',
    access: 'client',
    idempotencyKey: false,
    rateLimit: 'Per account: 10 tries an hour.',
    answers: 'json',
    errors: ['account_not_found', 'old_password_required', 'old_password_incorrect'],
    summary:
      'Changes one’s own password (the body’s userId must be the caller’s); an account without one sets its first.',
  },
  requestPasswordReset: {
    method: 'POST',
    path: '/home-insurance/users/forgot-password',
    access: 'none',
    idempotencyKey: false,
    rateLimit: codeSendLimit,
    answers: 'json',
    errors: codeSendRefusals,
    summary: 'Sends a reset code by SMS to the phone’s account; the same answer whether or not there is one.',
  },
  resetPassword: {
    method: 'POST',
    path: '/home-insurance/users/reset-password',
    access: 'none',
    idempotencyKey: false,
    rateLimit: codeCheckLimit,
    answers: 'json',
    errors: codeCheckRefusals,
    summary: 'Sets a new password with the reset code; every session of the account ends.',
  },
});
