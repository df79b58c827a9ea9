import { requireUser } from '../../http/authentication';
import type { AccessGuard } from '../../http/serve-endpoint';
import { requireOwnId } from '../../services/users/profile-service';

/**
 * Another account's id is 404 before the body is validated: a body's problems say nothing about it. (The
 * owner guard has already answered 401 to a request without a session, before the body was read.)
 */
export const ownAccountOnly: AccessGuard = async (request) => {
  requireOwnId(requireUser(request), String((request.params as { id?: unknown }).id ?? ''));
};
