import { z } from 'zod';
import { VerificationResponseSchema } from '../api/verification';
import type { SchemasOf } from './endpoint-schema';
import type { verifyEndpoints } from './verify-endpoints';

/** Bounded before anything reads it; a code of the wrong shape is the same 404 as an unknown one. */
const VerificationCodeParamsSchema = z.object({ code: z.string().max(64) });

export const verifySchemas = {
  verifyDocument: { params: VerificationCodeParamsSchema, response: { 200: VerificationResponseSchema } },
} satisfies SchemasOf<typeof verifyEndpoints>;
