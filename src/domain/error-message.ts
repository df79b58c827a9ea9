// Point 8: the generic handler reads the response's message, then error, then err, and falls back to
// this exact (misspelt) sentence. The spelling is the spec's contract, so it stays.
export const UNKNOWN_ERROR_MESSAGE = 'Unknown error occured.';

const candidateKeys = ['message', 'error', 'err'] as const;

/** The user-facing text of an error response body, whatever shape the body has. */
export function readErrorMessage(body: unknown): string {
  if (typeof body === 'string' && body.trim() !== '') return body;
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of candidateKeys) {
      const value = record[key];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
  }
  return UNKNOWN_ERROR_MESSAGE;
}
