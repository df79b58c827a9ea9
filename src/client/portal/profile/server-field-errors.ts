import type { ApiError } from '../../../domain/api/errors';
import { ApiRequestError } from '../../api/http';

/** A 400's field problems ({path, message}), keyed by field, so each shows under its own input. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  const errors = (error.data as Partial<ApiError> | undefined)?.errors ?? [];
  return Object.fromEntries(errors.map(({ path, message }) => [path, message]));
}
