import { UNKNOWN_ERROR_MESSAGE } from '../../domain/error-message';
import { ApiRequestError } from './http';

/** An answer that arrived but does not match the contract: the call says what it could not read. */
export class UnreadableResponseError extends Error {
  override readonly name = 'UnreadableResponseError';
}

/**
 * Point 8's pattern for every call: when the server answered, its message (or the call's own fallback
 * when it gave none); when the request never got an answer (offline, timeout) or the answer was
 * unreadable, the call's "an error occurred" sentence.
 */
export function failureMessage(error: unknown, fallbacks: { answered: string; thrown: string }): string {
  if (error instanceof UnreadableResponseError) return error.message;
  if (error instanceof ApiRequestError && typeof error.status === 'number') {
    return error.message === UNKNOWN_ERROR_MESSAGE ? fallbacks.answered : error.message;
  }
  return fallbacks.thrown;
}
