// The back office's guards come from the contract: every /admin endpoint past set-up and sign-in is
// refused without an operator session, an endpoint declared 'admin' is refused to an agent before it reads
// anything, and one declared 'operator' lets an agent through. A guard lost from the table fails here.
import { describe, expect, it } from 'vitest';
import { fillPath } from '../../../../src/domain/contract/endpoint';
import { endpoints } from '../../../../src/domain/contract/endpoints';
import { setupTestApp } from '../../../helpers/server-app';
import { freshLimitsForEachTest, testClock } from '../../../helpers/server-clock';
import { operatorToken, readyOperator } from '../../../helpers/server-operators';

const clock = testClock();
const context = setupTestApp({ clock });
freshLimitsForEachTest(clock);

const backOffice = Object.values(endpoints).filter((route) => route.path.startsWith('/admin/'));
const guarded = backOffice.filter((route) => route.access !== 'none');
const someId = '7d3c5a1e-0000-4000-8000-000000000000';
const urlOf = (path: string) => `/api${fillPath(path, { id: someId, fileId: someId, kind: 'callback' })}`;

const call = (route: (typeof guarded)[number], token?: string) =>
  context.app.inject({
    method: route.method,
    url: urlOf(route.path),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });

describe('the back office’s access, as the contract declares it', () => {
  it('declares every back-office endpoint for operators or admins, but set-up and sign-in', () => {
    const open = backOffice.filter((route) => route.access === 'none').map((route) => route.name);
    expect(open.sort()).toEqual(['adminLogin', 'adminSetup', 'adminSetupConfirm']);
    for (const route of guarded) expect(['operator', 'admin']).toContain(route.access);
  });

  it('keeps operators, the audit log and where money goes for admins', () => {
    const admins = guarded.filter((route) => route.access === 'admin').map((route) => route.name);
    expect(admins.sort()).toEqual([
      'adminAudit',
      'adminDisableOperator',
      'adminMatchPaymentException',
      'adminOperators',
      'adminResolvePaymentException',
      'adminUnlockOperator',
    ]);
  });

  it.each(guarded.map((route) => [route.name, route] as const))(
    '%s: 401 without an operator session',
    async (_name, route) => {
      const response = await call(route);
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json()).toMatchObject({ code: 'unauthorized' });
    },
  );

  it('refuses an agent every admin endpoint, and lets them reach every operator one', async () => {
    const agent = await readyOperator(context.app, context.database, clock, 'agent');
    const token = await operatorToken(context.app, clock, agent);
    for (const route of guarded) {
      if (route.name === 'adminLogout') continue;
      const response = await call(route, token);
      if (route.access === 'admin') {
        expect(response.statusCode, route.name).toBe(403);
        expect(response.json(), route.name).toMatchObject({ code: 'admin_only' });
      } else {
        expect([401, 403], `${route.name}: ${response.body}`).not.toContain(response.statusCode);
        expect(response.statusCode, `${route.name}: ${response.body}`).toBeLessThan(500);
      }
    }
  });
});
