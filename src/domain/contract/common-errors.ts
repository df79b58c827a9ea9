import type { WireErrorCode } from './error-catalogue';

// Codes any endpoint may answer, whatever it declares: the caller's session, the global limits and the
// database's availability are checked before an endpoint's own rules run. (A body that breaks its schema
// is a 400 with the field errors and no code.)
export const commonErrorCodes = [
  'invalid_authorization',
  'unauthorized',
  'rate_limited',
  'database_unavailable',
] as const satisfies readonly WireErrorCode[];

/** What an endpoint that takes an Idempotency-Key may answer about the key. */
export const idempotencyErrorCodes = [
  'invalid_idempotency_key',
  'idempotency_key_reused',
  'idempotency_key_in_progress',
] as const satisfies readonly WireErrorCode[];
