// The claims queue (issue 13) for agents and admins ('agent (reviews, claims)'): the open claims, the
// oldest first; one claim in full; its files; and the five moves. Each move answers 409 in words when the
// status machine forbids it, so a retried or doubled click changes nothing.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminClaimSchema,
  ApproveClaimSchema,
  ClaimDecisionResponseSchema,
  ClaimFileParamsSchema,
  ClaimIdParamsSchema,
  ClaimsQueueQuerySchema,
  ClaimsQueueSchema,
  DeclineClaimSchema,
  RequestClaimDocumentSchema,
  SettleClaimSchema,
} from '../../../domain/claims/claims-api';
import { requireOperator, signedInOperator } from '../../http/operator-authentication';
import type { AppServices } from '../../services/app-services';
import { sendClaimFile } from '../claims/claim-file-reply';

export const adminClaimsRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const { queue, decisions, files } = services.claims;
  app.addHook('onRequest', requireOperator(services.operators.sessions));

  app.get(
    '/claims',
    { schema: { querystring: ClaimsQueueQuerySchema, response: { 200: ClaimsQueueSchema } } },
    async (request) => ({ claims: await queue.list(request.query.reference) }),
  );

  app.get(
    '/claims/:id',
    { schema: { params: ClaimIdParamsSchema, response: { 200: AdminClaimSchema } } },
    (request) => queue.get(request.params.id),
  );

  app.get(
    '/claims/:id/files/:fileId',
    { schema: { params: ClaimFileParamsSchema } },
    async (request, reply) =>
      sendClaimFile(reply, await files.operatorDownload(request.params.id, request.params.fileId)),
  );

  const move = { params: ClaimIdParamsSchema, response: { 200: ClaimDecisionResponseSchema } };

  app.post(
    '/claims/:id/request-document',
    { schema: { ...move, body: RequestClaimDocumentSchema } },
    (request) =>
      decisions.requestDocument(
        signedInOperator(request),
        request.params.id,
        request.body.document_type,
        request.body.message,
      ),
  );

  app.post('/claims/:id/start-review', { schema: move }, (request) =>
    decisions.startReview(signedInOperator(request), request.params.id),
  );

  app.post('/claims/:id/approve', { schema: { ...move, body: ApproveClaimSchema } }, (request) =>
    decisions.approve(signedInOperator(request), request.params.id, request.body.settled_amount),
  );

  app.post('/claims/:id/decline', { schema: { ...move, body: DeclineClaimSchema } }, (request) =>
    decisions.decline(signedInOperator(request), request.params.id, request.body.reason),
  );

  app.post('/claims/:id/settle', { schema: { ...move, body: SettleClaimSchema } }, (request) =>
    decisions.settle(signedInOperator(request), request.params.id, request.body.payment_reference),
  );
};
