// A move's body checked on the page with the contract's own schema, so the field shows the server's words
// before anything is sent (the cap on an approval is the server's alone: it knows the sums insured).
import type { z } from 'zod';
import { backOfficeMessages } from '../../../domain/back-office/back-office-messages';

export const moveFailed = backOfficeMessages.claimMoveFailed;

/** The parsed body, or the schema's first message. */
export function checkMove<T>(schema: z.ZodType<T>, body: unknown): { ok: T } | { error: string } {
  const parsed = schema.safeParse(body);
  return parsed.success ? { ok: parsed.data } : { error: parsed.error.issues[0]?.message ?? moveFailed };
}
