// The applications queue (issue 12, review), for agents and admins: the paid covers awaiting review, one
// application in full, and the three decisions. Each decision answers 409 in words once the cover is
// decided, so a retried or doubled click changes nothing.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApplicationIdSchema,
  ApplicationSchema,
  ApplicationsQueueSchema,
  DecisionResponseSchema,
  DeclineRequestSchema,
  FindApplicationQuerySchema,
  FoundApplicationSchema,
  InfoRequestSchema,
} from '../../../domain/applications-api';
import { requireOperator, signedInOperator } from '../../http/operator-authentication';
import type { AppServices } from '../../services/app-services';

export const adminApplicationsRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const { queue, decisions } = services.review;
  app.addHook('onRequest', requireOperator(services.operators.sessions));

  app.get('/applications', { schema: { response: { 200: ApplicationsQueueSchema } } }, async () => ({
    applications: await queue.list(),
  }));

  // Issue 24: a client phones and reads out their reference; any case, hyphen or spaces.
  app.get(
    '/applications/find',
    { schema: { querystring: FindApplicationQuerySchema, response: { 200: FoundApplicationSchema } } },
    (request) => queue.findByReference(request.query.reference),
  );

  app.get(
    '/applications/:id',
    { schema: { params: ApplicationIdSchema, response: { 200: ApplicationSchema } } },
    (request) => queue.get(request.params.id),
  );

  const decision = { params: ApplicationIdSchema, response: { 200: DecisionResponseSchema } };

  app.post('/applications/:id/approve', { schema: decision }, (request) =>
    decisions.approve(signedInOperator(request), request.params.id),
  );

  app.post('/applications/:id/decline', { schema: { ...decision, body: DeclineRequestSchema } }, (request) =>
    decisions.decline(signedInOperator(request), request.params.id, request.body.reason),
  );

  app.post(
    '/applications/:id/request-info',
    { schema: { ...decision, body: InfoRequestSchema } },
    (request) => decisions.requestInfo(signedInOperator(request), request.params.id, request.body.message),
  );
};
