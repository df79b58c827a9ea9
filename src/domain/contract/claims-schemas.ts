import { ClaimRequestSchema } from '../claims/claim-request';
import {
  ClaimableCoverParamsSchema,
  ClaimableCoverResponseSchema,
  ClaimCreatedResponseSchema,
  ClaimFileParamsSchema,
  ClaimFileResponseSchema,
  ClaimIdParamsSchema,
  ClaimResponseSchema,
  ClaimsResponseSchema,
  ClaimUploadParamsSchema,
  ClaimUploadQuerySchema,
} from '../claims/claims-api';
import type { claimEndpoints } from './claims-endpoints';
import type { SchemasOf } from './endpoint-schema';

export const claimSchemas = {
  claimableCover: {
    params: ClaimableCoverParamsSchema,
    response: { 200: ClaimableCoverResponseSchema },
  },
  listClaims: { response: { 200: ClaimsResponseSchema } },
  makeClaim: { body: ClaimRequestSchema, response: { 201: ClaimCreatedResponseSchema } },
  getClaim: { params: ClaimIdParamsSchema, response: { 200: ClaimResponseSchema } },
  // The body is the file's bytes, read by the raw parser its route sets up (routes/claims), not a schema.
  uploadClaimFile: {
    params: ClaimUploadParamsSchema,
    query: ClaimUploadQuerySchema,
    response: { 200: ClaimFileResponseSchema, 201: ClaimFileResponseSchema },
  },
  claimFile: { params: ClaimFileParamsSchema },
} satisfies SchemasOf<typeof claimEndpoints>;
