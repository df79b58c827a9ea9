// Signing in, signing up and passwords (src/domain/contract/users-endpoints.ts). An answer that cannot be
// read says what the form shows when a call fails without the server's own sentence.

import { accountMessages } from '../../domain/account-messages';
import type {
  OtpVerifyResponse,
  SignupRequest,
  SignupResponse,
  UserLookupResponse,
} from '../../domain/api/users';
import { otpMessages } from '../../domain/otp-messages';
import { passwordResetFormMessages } from '../../domain/password-reset-form-rules';
import { quotationMessages } from '../../domain/quotation-messages';
import { callEndpoint } from './call-endpoint';

/** Point 7, user lookup by phone or e-mail. Anonymous callers get masked hints only. */
export async function lookUpUser(phoneOrEmail: string): Promise<UserLookupResponse['data']> {
  const answer = await callEndpoint(
    'lookUpUser',
    { params: { phoneOrEmail } },
    quotationMessages.lookupFailed,
  );
  return answer.data;
}

/**
 * Point 7, OTP request by the account's phone or e-mail address: sends a 4-digit code by SMS to the
 * account's phone if there is one; returns the message to show, the same whether or not an account exists
 * (it names no phone, so the answer tells a stranger nothing).
 */
export async function requestOtp(identifier: string): Promise<string> {
  const answer = await callEndpoint(
    'requestOtp',
    { body: { Identifier: identifier } },
    otpMessages.sendFailed,
  );
  return answer.data;
}

/** Point 7, OTP verify with the same Identifier: the four digits combined into one number (point 5). */
export async function verifyOtp(identifier: string, code: string): Promise<OtpVerifyResponse> {
  return callEndpoint(
    'verifyOtp',
    { body: { Identifier: identifier, otp: Number(code) } },
    otpMessages.verifyFailed,
  );
}

/** A 6-digit code by e-mail while the phone's own lock stops codes by SMS. */
export async function requestEmailCode(identifier: string): Promise<string> {
  const answer = await callEndpoint(
    'requestEmailCode',
    { body: { Identifier: identifier } },
    otpMessages.sendFailed,
  );
  return answer.data;
}

/** The e-mail's code: answered as OTP verify is. */
export async function verifyEmailCode(identifier: string, code: string): Promise<OtpVerifyResponse> {
  return callEndpoint(
    'verifyEmailCode',
    { body: { Identifier: identifier, code } },
    otpMessages.verifyFailed,
  );
}

/** Point 7, login ('Use password instead'): answered as OTP verify is. */
export async function logIn(msisdn: string, password: string): Promise<OtpVerifyResponse> {
  return callEndpoint('logIn', { body: { msisdn, password } }, accountMessages.loginFailed);
}

/**
 * Point 7, signup, in two steps: without `otp` the server sends a code to the phone and makes nothing
 * (`code-sent`, with the words to show); the same body with that code makes the account, signed in.
 */
export async function signUp(
  body: SignupRequest,
): Promise<{ kind: 'code-sent'; message: string } | { kind: 'signed-up'; data: SignupResponse['data'] }> {
  const { data } = await callEndpoint('signUp', { body }, accountMessages.signupFailed);
  if ('code_sent' in data) return { kind: 'code-sent', message: data.message };
  return { kind: 'signed-up', data };
}

/** Point 7, forgot password: the message to show, the same whether or not the phone has an account. */
export async function requestPasswordReset(phone: string): Promise<string> {
  const answer = await callEndpoint(
    'requestPasswordReset',
    { body: { Identifier: phone } },
    passwordResetFormMessages.requestFailed,
  );
  return answer.message;
}

/** The reset step: the code from the SMS and the new password; every session of the account ends. */
export async function resetPassword(request: {
  phone: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
}): Promise<string> {
  const answer = await callEndpoint(
    'resetPassword',
    {
      body: {
        Identifier: request.phone,
        otp: Number(request.code),
        new_password: request.newPassword,
        confirm_password: request.confirmPassword,
      },
    },
    passwordResetFormMessages.requestFailed,
  );
  return answer.message;
}
