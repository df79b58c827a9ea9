// Every 4xx/5xx body the API sends.
import { z } from 'zod';

export const ApiErrorSchema = z.object({
  status: z.literal(false),
  message: z.string(),
  /** The AppError code a client may branch on ('otp_expired', 'invalid_idempotency_key'…). */
  code: z.string().optional(),
  /** Field problems, on a 400. */
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
