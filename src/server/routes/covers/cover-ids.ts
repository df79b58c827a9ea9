import { apiError } from '../../http/app-errors';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The cover id from a path, lower-cased: covers are numbered by UUID, so anything else names no cover. */
export function coverIdOf(id: string): string {
  const lowered = id.toLowerCase();
  if (!uuidPattern.test(lowered)) throw apiError('cover_not_found');
  return lowered;
}
