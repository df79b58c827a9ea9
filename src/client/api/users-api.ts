import type { OtpVerifyResponse, SignupRequest, SignupResponse, UserLookupResponse } from '../../domain/api';
import { contract } from './contract';
import { apiRequest } from './http';

/** Point 7, user lookup by phone or e-mail. Anonymous callers get masked hints only. */
export async function lookUpUser(phoneOrEmail: string): Promise<UserLookupResponse['data']> {
  const schemas = contract();
  const response = await apiRequest<unknown>(
    `/home-insurance/users/exists/${encodeURIComponent(phoneOrEmail)}`,
  );
  return (await schemas).UserLookupResponseSchema.parse(response).data;
}

/**
 * Point 7, OTP request by the account's phone or e-mail address: sends a 4-digit code by SMS to the
 * account's phone if there is one; returns the message to show, the same whether or not an account exists
 * (it names no phone, so the answer tells a stranger nothing).
 */
export async function requestOtp(identifier: string): Promise<string> {
  const schemas = contract();
  const response = await apiRequest<unknown>('/home-insurance/users/otp/request', {
    method: 'POST',
    body: { Identifier: identifier },
  });
  return (await schemas).OtpRequestResponseSchema.parse(response).data;
}

/** Point 7, OTP verify with the same Identifier: the four digits combined into one number (point 5). */
export async function verifyOtp(identifier: string, code: string): Promise<OtpVerifyResponse> {
  const schemas = contract();
  const response = await apiRequest<unknown>('/home-insurance/users/otp/verify', {
    method: 'POST',
    body: { Identifier: identifier, otp: Number(code) },
  });
  return (await schemas).OtpVerifyResponseSchema.parse(response);
}

/** Issue 23, item 7: a 6-digit code by e-mail while the phone's own lock stops codes by SMS. */
export async function requestEmailCode(identifier: string): Promise<string> {
  const schemas = contract();
  const response = await apiRequest<unknown>('/home-insurance/users/otp/email-request', {
    method: 'POST',
    body: { Identifier: identifier },
  });
  return (await schemas).OtpRequestResponseSchema.parse(response).data;
}

/** The e-mail's code: answered as OTP verify is. */
export async function verifyEmailCode(identifier: string, code: string): Promise<OtpVerifyResponse> {
  const schemas = contract();
  const response = await apiRequest<unknown>('/home-insurance/users/otp/email-verify', {
    method: 'POST',
    body: { Identifier: identifier, code },
  });
  return (await schemas).OtpVerifyResponseSchema.parse(response);
}

/** Point 7, login ('Use password instead'): answered as OTP verify is. */
export async function logIn(msisdn: string, password: string): Promise<OtpVerifyResponse> {
  const schemas = contract();
  const response = await apiRequest<unknown>('/home-insurance/users/login', {
    method: 'POST',
    body: { msisdn, password },
  });
  return (await schemas).OtpVerifyResponseSchema.parse(response);
}

/**
 * Point 7, signup, in two steps: without `otp` the server sends a code to the phone and makes nothing
 * (`code-sent`, with the words to show); the same body with that code makes the account, signed in.
 */
export async function signUp(
  body: SignupRequest,
): Promise<{ kind: 'code-sent'; message: string } | { kind: 'signed-up'; data: SignupResponse['data'] }> {
  const loading = contract();
  const response = await apiRequest<unknown>('/home-insurance/users/signup', { method: 'POST', body });
  const schemas = await loading;
  const codeSent = schemas.SignupCodeSentResponseSchema.safeParse(response);
  if (codeSent.success) return { kind: 'code-sent', message: codeSent.data.data.message };
  return { kind: 'signed-up', data: schemas.SignupResponseSchema.parse(response).data };
}

/** Point 7, forgot password: the message to show, the same whether or not the phone has an account. */
export async function requestPasswordReset(phone: string): Promise<string> {
  const schemas = contract();
  const response = await apiRequest<unknown>('/home-insurance/users/forgot-password', {
    method: 'POST',
    body: { Identifier: phone },
  });
  return (await schemas).ForgotPasswordResponseSchema.parse(response).message;
}

/** The reset step: the code from the SMS and the new password; every session of the account ends. */
export async function resetPassword(request: {
  phone: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
}): Promise<string> {
  const schemas = contract();
  const response = await apiRequest<unknown>('/home-insurance/users/reset-password', {
    method: 'POST',
    body: {
      Identifier: request.phone,
      otp: Number(request.code),
      new_password: request.newPassword,
      confirm_password: request.confirmPassword,
    },
  });
  return (await schemas).ResetPasswordResponseSchema.parse(response).message;
}
