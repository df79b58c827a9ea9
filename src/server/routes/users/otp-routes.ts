// POST /api/home-insurance/users/otp/request and /otp/verify (point 7): sign-in by a code sent by SMS.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EmailCodeRequestSchema,
  EmailCodeVerifySchema,
  OtpRequestResponseSchema,
  OtpRequestSchema,
  OtpVerifyResponseSchema,
  OtpVerifySchema,
} from '../../../domain/api';
import type { AppServices } from '../../services/app-services';

export const otpRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  // onRequest runs before the body is read, so the per-address limits hold for any body, even one that
  // is malformed, huge or never parses.
  app.post(
    '/otp/request',
    {
      onRequest: (request) => services.otp.admitAddress('request', request.ip),
      schema: { body: OtpRequestSchema, response: { 200: OtpRequestResponseSchema } },
    },
    async (request) => ({
      status: true as const,
      data: await services.otp.requestCode({ identifier: request.body.Identifier, ip: request.ip }),
    }),
  );

  // Issue 23, item 7: a code by e-mail while the phone's own lock stops codes by SMS.
  app.post(
    '/otp/email-request',
    {
      onRequest: (request) => services.otp.admitAddress('request', request.ip),
      schema: { body: EmailCodeRequestSchema, response: { 200: OtpRequestResponseSchema } },
    },
    async (request) => ({
      status: true as const,
      data: await services.otp.requestEmailCode({ identifier: request.body.Identifier, ip: request.ip }),
    }),
  );

  app.post(
    '/otp/email-verify',
    {
      onRequest: (request) => services.otp.admitAddress('verify', request.ip),
      schema: { body: EmailCodeVerifySchema, response: { 200: OtpVerifyResponseSchema } },
    },
    (request) =>
      services.otp.verifyEmailCode({
        identifier: request.body.Identifier,
        code: request.body.code,
        ip: request.ip,
      }),
  );

  app.post(
    '/otp/verify',
    {
      onRequest: (request) => services.otp.admitAddress('verify', request.ip),
      schema: { body: OtpVerifySchema, response: { 200: OtpVerifyResponseSchema } },
    },
    (request) =>
      services.otp.verifyCode({ identifier: request.body.Identifier, otp: request.body.otp, ip: request.ip }),
  );
};
