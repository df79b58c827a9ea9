import {
  OtpRequestResponseSchema,
  type OtpVerifyResponse,
  OtpVerifyResponseSchema,
  type UserLookupResponse,
  UserLookupResponseSchema,
} from '../../domain/api';
import { apiRequest } from './http';

/** Point 7, user lookup by phone or e-mail. Anonymous callers get masked hints only. */
export async function lookUpUser(phoneOrEmail: string): Promise<UserLookupResponse['data']> {
  const response = await apiRequest<unknown>(
    `/home-insurance/users/exists/${encodeURIComponent(phoneOrEmail)}`,
  );
  return UserLookupResponseSchema.parse(response).data;
}

/**
 * Point 7, OTP request by the account's phone or e-mail address: sends a 4-digit code by SMS to the
 * account's phone if there is one; returns the message to show, the same whether or not an account exists
 * (it names no phone, so the answer tells a stranger nothing).
 */
export async function requestOtp(identifier: string): Promise<string> {
  const response = await apiRequest<unknown>('/home-insurance/users/otp/request', {
    method: 'POST',
    body: { Identifier: identifier },
  });
  return OtpRequestResponseSchema.parse(response).data;
}

/** Point 7, OTP verify with the same Identifier: the four digits combined into one number (point 5). */
export async function verifyOtp(identifier: string, code: string): Promise<OtpVerifyResponse> {
  const response = await apiRequest<unknown>('/home-insurance/users/otp/verify', {
    method: 'POST',
    body: { Identifier: identifier, otp: Number(code) },
  });
  return OtpVerifyResponseSchema.parse(response);
}
