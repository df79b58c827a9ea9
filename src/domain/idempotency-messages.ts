// What the API says when an Idempotency-Key cannot be honoured: for API clients, as the app sends its own
// keys and never reuses one.
export const idempotencyMessages = {
  keyReused: 'This Idempotency-Key was used for a different request.',
  keyInProgress: 'A request with this Idempotency-Key is still being processed.',
} as const;
