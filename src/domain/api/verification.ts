// GET /home-insurance/verify/:code: the public check of a document. Strict, and the only keys there are:
// whether the cover is valid now, its product and underwriter, its period and the holder's initials. No
// phone, ID number, address, amounts or reference, so the answer tells a stranger nothing to find anyone by.
import { z } from 'zod';
import { coverValidities } from '../documents/cover-validity';

export const VerificationSchema = z.strictObject({
  validity: z.enum(coverValidities),
  /** Whether the cover is in force today (active, or paid and under review). */
  valid: z.boolean(),
  product: z.string(),
  underwriter: z.string(),
  /** The first and the last day of cover (ISO dates, Nairobi's calendar); null before it starts. */
  period: z.strictObject({ from: z.string(), to: z.string() }).nullable(),
  holder_initials: z.string(),
});
export type Verification = z.infer<typeof VerificationSchema>;

export const VerificationResponseSchema = z.strictObject({
  status: z.literal(true),
  data: VerificationSchema,
});
export type VerificationResponse = z.infer<typeof VerificationResponseSchema>;
