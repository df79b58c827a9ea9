import {
  BuyCoverRequestSchema,
  QuoteRequestSchema,
  QuoteResponseSchema,
  SaveQuotationRequestSchema,
  SaveQuotationResponseSchema,
  StkPushResponseSchema,
} from '../api';
import type { SchemasOf } from './endpoint-schema';
import type { quotationEndpoints } from './quotations-endpoints';

export const quotationSchemas = {
  requestQuotation: { body: QuoteRequestSchema, response: { 200: QuoteResponseSchema } },
  saveQuotation: { body: SaveQuotationRequestSchema, response: { 201: SaveQuotationResponseSchema } },
  buyCover: { body: BuyCoverRequestSchema, response: { 200: StkPushResponseSchema } },
} satisfies SchemasOf<typeof quotationEndpoints>;
