import { BuyCoverRequestSchema, StkPushResponseSchema } from '../api/payments';
import {
  QuoteRequestSchema,
  QuoteResponseSchema,
  SaveQuotationRequestSchema,
  SaveQuotationResponseSchema,
} from '../api/quotations';
import type { SchemasOf } from './endpoint-schema';
import type { quotationEndpoints } from './quotations-endpoints';

export const quotationSchemas = {
  requestQuotation: { body: QuoteRequestSchema, response: { 200: QuoteResponseSchema } },
  saveQuotation: { body: SaveQuotationRequestSchema, response: { 201: SaveQuotationResponseSchema } },
  buyCover: { body: BuyCoverRequestSchema, response: { 200: StkPushResponseSchema } },
} satisfies SchemasOf<typeof quotationEndpoints>;
