// The client's claims (issue 13), under /api/home-insurance/claims, for the signed-in holder only (401
// before anything is read otherwise): what a cover offers a claim form, make a claim (Idempotency-Key
// honoured, so the portal's outbox may resend a claim made offline and still make one), list one's own
// claims, and read one with its history, missing documents, next step and 90-day count. Anyone else's
// claim or cover is the same 404 as none.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ClaimRequestSchema } from '../../../domain/claims/claim-request';
import {
  ClaimableCoverParamsSchema,
  ClaimableCoverResponseSchema,
  ClaimCreatedResponseSchema,
  ClaimIdParamsSchema,
  ClaimResponseSchema,
  ClaimsResponseSchema,
  claimMessages,
} from '../../../domain/claims/claims-api';
import { requireUser } from '../../http/authentication';
import { readIdempotencyKey, replyIdempotently, sameRequestKey } from '../../http/reply-idempotently';
import type { AppServices } from '../../services/app-services';
import { claimsCreateScope } from '../../services/claims/claim-submission';

/** Identical claims sent without a key within this window are one claim (a double tap, a resend). */
const IDENTICAL_CLAIMS_WINDOW_MS = 2 * 60 * 1000;

export const claimsRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { submission } = services.claims;
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.get(
    '/claimable/:coverId',
    { schema: { params: ClaimableCoverParamsSchema, response: { 200: ClaimableCoverResponseSchema } } },
    async (request) => ({
      status: true as const,
      data: await submission.claimable(requireUser(request), request.params.coverId),
    }),
  );

  app.get('/', { schema: { response: { 200: ClaimsResponseSchema } } }, async (request) => ({
    status: true as const,
    data: await submission.list(requireUser(request)),
  }));

  app.post(
    '/',
    { schema: { body: ClaimRequestSchema, response: { 201: ClaimCreatedResponseSchema } } },
    (request, reply) => {
      const viewer = requireUser(request);
      const clientKey = readIdempotencyKey(request);
      return replyIdempotently(
        request,
        reply,
        services.idempotency,
        claimsCreateScope(viewer.id),
        async () => ({
          statusCode: 201,
          body: {
            status: true as const,
            message: claimMessages.created,
            data: await submission.create(viewer, request.body),
          },
        }),
        clientKey ? {} : { key: sameRequestKey(request), freshForMs: IDENTICAL_CLAIMS_WINDOW_MS },
      );
    },
  );

  app.get(
    '/:id',
    { schema: { params: ClaimIdParamsSchema, response: { 200: ClaimResponseSchema } } },
    async (request) => ({
      status: true as const,
      data: await submission.get(requireUser(request), request.params.id),
    }),
  );
};
