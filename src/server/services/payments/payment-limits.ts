// How often anyone may make M-Pesa push prompts. Each prompt rings a phone, so without limits anyone could
// pester any number with prompts from our paybill. Counted in the database (rate-limit service), so every
// instance agrees.
import { limitReasons } from '../../../domain/wait-messages';
import type { RateLimit } from '../rate-limit/rate-limiter';

/**
 * Per paying number: prompts actually pushed (an answer with the prompt already open does not count).
 * A real payer needs one or two; five in ten minutes leaves room for a wrong PIN, a cancel and a retry.
 */
export const promptsPerPhone: RateLimit = {
  name: 'mpesa-prompt-phone',
  max: 5,
  windowMs: 10 * 60 * 1000,
  reason: limitReasons.paymentPrompts,
};

/**
 * Per client address: every buy and Retry Payment request. Generous, because Kenyan mobile networks put
 * many customers behind one address (carrier-grade NAT); the per-number limit is the one that protects
 * a phone.
 */
export const paymentRequestsPerAddress: RateLimit = {
  name: 'mpesa-prompt-ip',
  max: 30,
  windowMs: 10 * 60 * 1000,
  reason: limitReasons.paymentRequests,
};
