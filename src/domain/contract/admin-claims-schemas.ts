import {
  AdminClaimSchema,
  ApproveClaimSchema,
  ClaimDecisionResponseSchema,
  ClaimsQueueQuerySchema,
  ClaimsQueueSchema,
  DeclineClaimSchema,
  RequestClaimDocumentSchema,
  SettleClaimSchema,
} from '../api/admin-claims';
import { ClaimFileParamsSchema, ClaimIdParamsSchema } from '../api/claims';
import type { adminClaimsEndpoints } from './admin-claims-endpoints';
import type { SchemasOf } from './endpoint-schema';

const move = { params: ClaimIdParamsSchema, response: { 200: ClaimDecisionResponseSchema } };

export const adminClaimsSchemas = {
  adminClaims: { query: ClaimsQueueQuerySchema, response: { 200: ClaimsQueueSchema } },
  adminClaim: { params: ClaimIdParamsSchema, response: { 200: AdminClaimSchema } },
  adminClaimFile: { params: ClaimFileParamsSchema },
  adminRequestClaimDocument: { ...move, body: RequestClaimDocumentSchema },
  adminStartClaimReview: move,
  adminApproveClaim: { ...move, body: ApproveClaimSchema },
  adminDeclineClaim: { ...move, body: DeclineClaimSchema },
  adminSettleClaim: { ...move, body: SettleClaimSchema },
} satisfies SchemasOf<typeof adminClaimsEndpoints>;
