// Where a request sent with an Idempotency-Key stands: its work running, done (its answer is replayed to
// a retry), or failed (the key stays bound to its body, so only the same request may retry it).
export const idempotencyStatuses = ['in_progress', 'done', 'failed'] as const;
export type IdempotencyStatus = (typeof idempotencyStatuses)[number];
