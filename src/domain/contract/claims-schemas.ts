import { z } from 'zod';
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
} from '../api/claims';
import { ClaimRequestSchema } from '../claims/claim-request';
import type { claimEndpoints } from './claims-endpoints';
import type { SchemasOf } from './endpoint-schema';

/**
 * A file's bytes, sent as the body with the file's type as Content-Type. The server reads them with a raw
 * parser (routes/claims/claim-files-routes.ts) that takes only the claim file types; none (no body) is
 * read as an empty file, which the upload refuses with its own message.
 */
// Checked by shape, not instanceof: bytes made in another realm (a browser test's) are bytes all the same.
const ClaimFileBytesSchema = z.custom<Uint8Array>((value) => ArrayBuffer.isView(value)).optional();

export const claimSchemas = {
  claimableCover: {
    params: ClaimableCoverParamsSchema,
    response: { 200: ClaimableCoverResponseSchema },
  },
  listClaims: { response: { 200: ClaimsResponseSchema } },
  makeClaim: { body: ClaimRequestSchema, response: { 201: ClaimCreatedResponseSchema } },
  getClaim: { params: ClaimIdParamsSchema, response: { 200: ClaimResponseSchema } },
  uploadClaimFile: {
    params: ClaimUploadParamsSchema,
    query: ClaimUploadQuerySchema,
    body: ClaimFileBytesSchema,
    response: { 200: ClaimFileResponseSchema, 201: ClaimFileResponseSchema },
  },
  claimFile: { params: ClaimFileParamsSchema },
} satisfies SchemasOf<typeof claimEndpoints>;
