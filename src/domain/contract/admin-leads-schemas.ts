import {
  LeadActionResponseSchema,
  LeadListSchema,
  LeadParamsSchema,
  MarkLeadCalledSchema,
} from '../api/admin-leads';
import type { adminLeadsEndpoints } from './admin-leads-endpoints';
import type { SchemasOf } from './endpoint-schema';

export const adminLeadsSchemas = {
  adminLeads: { response: { 200: LeadListSchema } },
  adminMarkLeadCalled: {
    params: LeadParamsSchema,
    body: MarkLeadCalledSchema,
    response: { 200: LeadActionResponseSchema },
  },
} satisfies SchemasOf<typeof adminLeadsEndpoints>;
