// A back-office session for jsdom tests of /admin pages: an operator set up and signed in through the real
// API, their session started in the tab as the sign-in page does.
import { startAdminSession } from '../../src/client/admin/admin-session';
import { AdminMeResponseSchema } from '../../src/domain/api/admin-operators';
import type { OperatorRole } from '../../src/domain/back-office/operator-roles';
import type { ClientApiServer } from './client-api-server';
import type { testClock } from './server-clock';
import { operatorToken, readyOperator } from './server-operators';

export async function signInToBackOffice(
  api: ClientApiServer,
  clock: ReturnType<typeof testClock>,
  role: OperatorRole,
) {
  const operator = await readyOperator(api.app, api.database, clock, role);
  const token = await operatorToken(api.app, clock, operator);
  const me = await api.app.inject({
    method: 'GET',
    url: '/api/admin/me',
    headers: { authorization: `Bearer ${token}` },
  });
  const record = AdminMeResponseSchema.parse(me.json()).operator;
  startAdminSession({ token, operator: record });
  return { ...operator, token, record };
}
