import { z } from 'zod';
import {
  CoverItemsPriceResponseSchema,
  PoliciesResponseSchema,
  UpdateCoverItemsRequestSchema,
  UpdateCoverItemsResponseSchema,
} from '../api/covers';
import {
  RenewalQuoteResponseSchema,
  RenewCoverRequestSchema,
  RenewCoverResponseSchema,
} from '../api/renewals';
import type { coverEndpoints } from './covers-endpoints';
import type { SchemasOf } from './endpoint-schema';

/** A cover's id in a path: bounded before anything reads it (a non-UUID is then the same 404 as unknown). */
const CoverIdParamsSchema = z.object({ id: z.string().max(64) });

export const coverSchemas = {
  listCovers: { response: { 200: PoliciesResponseSchema } },
  addCoverItems: {
    params: CoverIdParamsSchema,
    body: UpdateCoverItemsRequestSchema,
    response: { 200: UpdateCoverItemsResponseSchema },
  },
  priceCoverItems: {
    params: CoverIdParamsSchema,
    body: UpdateCoverItemsRequestSchema,
    response: { 200: CoverItemsPriceResponseSchema },
  },
  quoteRenewal: {
    params: CoverIdParamsSchema,
    body: RenewCoverRequestSchema,
    response: { 200: RenewalQuoteResponseSchema },
  },
  renewCover: {
    params: CoverIdParamsSchema,
    body: RenewCoverRequestSchema,
    response: { 201: RenewCoverResponseSchema },
  },
  coverReceipt: { params: CoverIdParamsSchema },
  coverNote: { params: CoverIdParamsSchema },
  coverSchedule: { params: CoverIdParamsSchema },
} satisfies SchemasOf<typeof coverEndpoints>;
