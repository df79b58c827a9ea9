import {
  ApplicationIdSchema,
  ApplicationSchema,
  ApplicationsQueueSchema,
  DecisionResponseSchema,
  DeclineRequestSchema,
  FindApplicationQuerySchema,
  FoundApplicationSchema,
  InfoRequestSchema,
} from '../api/admin-applications';
import type { adminApplicationsEndpoints } from './admin-applications-endpoints';
import type { SchemasOf } from './endpoint-schema';

const decision = { params: ApplicationIdSchema, response: { 200: DecisionResponseSchema } };

export const adminApplicationsSchemas = {
  adminApplications: { response: { 200: ApplicationsQueueSchema } },
  adminFindApplication: { query: FindApplicationQuerySchema, response: { 200: FoundApplicationSchema } },
  adminApplication: { params: ApplicationIdSchema, response: { 200: ApplicationSchema } },
  adminApproveApplication: decision,
  adminDeclineApplication: { ...decision, body: DeclineRequestSchema },
  adminRequestApplicationInfo: { ...decision, body: InfoRequestSchema },
} satisfies SchemasOf<typeof adminApplicationsEndpoints>;
