import {
  ChangePasswordRequestSchema,
  ChangePasswordResponseSchema,
  EmailCodeRequestSchema,
  EmailCodeVerifySchema,
  ForgotPasswordRequestSchema,
  ForgotPasswordResponseSchema,
  LoginRequestSchema,
  LogoutResponseSchema,
  OtpRequestResponseSchema,
  OtpRequestSchema,
  OtpVerifyResponseSchema,
  OtpVerifySchema,
  ResetPasswordRequestSchema,
  ResetPasswordResponseSchema,
  SignupCodeSentResponseSchema,
  SignupRequestSchema,
  SignupResponseSchema,
  UserLookupParamsSchema,
  UserLookupResponseSchema,
} from '../api/users';
import type { SchemasOf } from './endpoint-schema';
import type { userEndpoints } from './users-endpoints';

export const userSchemas = {
  lookUpUser: { params: UserLookupParamsSchema, response: { 200: UserLookupResponseSchema } },
  requestOtp: { body: OtpRequestSchema, response: { 200: OtpRequestResponseSchema } },
  requestEmailCode: { body: EmailCodeRequestSchema, response: { 200: OtpRequestResponseSchema } },
  verifyEmailCode: { body: EmailCodeVerifySchema, response: { 200: OtpVerifyResponseSchema } },
  verifyOtp: { body: OtpVerifySchema, response: { 200: OtpVerifyResponseSchema } },
  logIn: { body: LoginRequestSchema, response: { 200: OtpVerifyResponseSchema } },
  logOut: { response: { 200: LogoutResponseSchema } },
  signUp: {
    body: SignupRequestSchema,
    response: { 200: SignupResponseSchema, 202: SignupCodeSentResponseSchema },
  },
  changePassword: { body: ChangePasswordRequestSchema, response: { 200: ChangePasswordResponseSchema } },
  requestPasswordReset: {
    body: ForgotPasswordRequestSchema,
    response: { 200: ForgotPasswordResponseSchema },
  },
  resetPassword: { body: ResetPasswordRequestSchema, response: { 200: ResetPasswordResponseSchema } },
} satisfies SchemasOf<typeof userEndpoints>;
