import { UNKNOWN_ERROR_MESSAGE } from '../../domain/error-message';
import { ApiRequestError } from './http';

/**
 * Point 8's pattern for every call: when the server answered, its message (or the call's own fallback
 * when it gave none); when the request never got an answer (offline, timeout) or the answer was
 * unreadable, the call's "an error occurred" sentence.
 */
export function failureMessage(error: unknown, fallbacks: { answered: string; thrown: string }): string {
  if (error instanceof ApiRequestError && typeof error.status === 'number') {
    return error.message === UNKNOWN_ERROR_MESSAGE ? fallbacks.answered : error.message;
  }
  return fallbacks.thrown;
}
