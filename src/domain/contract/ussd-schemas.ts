import { z } from 'zod';
import { boundedText } from '../text';
import type { SchemasOf } from './endpoint-schema';
import type { ussdEndpoints } from './ussd-endpoints';

/** One step of a session, as Africa's Talking posts it (a form). */
export const UssdStepSchema = z.object({
  sessionId: boundedText(100).min(1),
  serviceCode: boundedText(40),
  phoneNumber: boundedText(20).min(1),
  networkCode: boundedText(20).optional(),
  // Every answer so far joined by '*': a few dozen short answers at most in a three-minute session.
  text: boundedText(2000).default(''),
});

export const ussdSchemas = {
  ussdCallback: { params: z.object({ token: boundedText(128) }), body: UssdStepSchema },
} satisfies SchemasOf<typeof ussdEndpoints>;
