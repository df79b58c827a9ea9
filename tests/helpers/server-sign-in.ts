// Signs a test user in the way a person does: request a code, read the SMS, verify it.
import type { FastifyInstance } from 'fastify';
import { OtpVerifyResponseSchema } from '../../src/domain/api';
import type { SmsCapture } from './server-sms';

export async function signIn(
  app: FastifyInstance,
  sms: SmsCapture,
  msisdn: string,
  remoteAddress = '127.0.0.1',
): Promise<string> {
  const requested = await app.inject({
    method: 'POST',
    url: '/api/home-insurance/users/otp/request',
    payload: { Identifier: msisdn },
    remoteAddress,
  });
  if (requested.statusCode !== 200) throw new Error(`code request failed: ${requested.body}`);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/home-insurance/users/otp/verify',
    payload: { Identifier: msisdn, otp: Number(sms.lastCodeTo(msisdn)) },
    remoteAddress,
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return OtpVerifyResponseSchema.parse(verified.json()).user_token;
}
