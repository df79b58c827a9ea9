// A client signed in on this device the way the portal is reached: an account, a real session from the
// API (OTP or signup), stored as the app stores it, then /profile opened.
import type { FastifyInstance } from 'fastify';
import { session, signIn } from '../../../../src/client/state/session';
import { OtpVerifyResponseSchema } from '../../../../src/domain/api';
import { renderAppAt } from '../../../helpers/render-app';
import { signUpOverHttp, signupBody } from '../../../helpers/server-signup';
import type { SmsCapture } from '../../../helpers/server-sms';

export async function signInByCode(app: FastifyInstance, sms: SmsCapture, msisdn: string) {
  await app.inject({
    method: 'POST',
    url: '/api/home-insurance/users/otp/request',
    payload: { Identifier: msisdn },
  });
  const verified = await app.inject({
    method: 'POST',
    url: '/api/home-insurance/users/otp/verify',
    payload: { Identifier: msisdn, otp: Number(sms.lastCodeTo(msisdn)) },
  });
  const { user_token: token, user } = OtpVerifyResponseSchema.parse(verified.json());
  signIn({ token, user, msisdn: user.msisdn });
  return { token, user };
}

/** An account made at signup (both steps: the form, then the code), so it has a password. */
export async function signUpAndSignIn(
  app: FastifyInstance,
  sms: SmsCapture,
  overrides: Record<string, unknown> = {},
) {
  const body = signupBody(overrides);
  const { token, user } = await signUpOverHttp(app, sms, body);
  signIn({ token, user, msisdn: user.msisdn });
  return { token, user, password: body.password };
}

export function openProfile() {
  return renderAppAt('/profile');
}

/** What a later request with `token` gets: 401 once the session has ended. */
export async function profileStatusWith(app: FastifyInstance, token: string, userId: string) {
  const answer = await app.inject({
    method: 'GET',
    url: `/api/home-insurance/users/${userId}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return answer.statusCode;
}

export const signedOut = () => !session.is_authenticated && session.auth_token === '';
