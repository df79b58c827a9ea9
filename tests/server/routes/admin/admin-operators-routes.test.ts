// An admin disables an operator from /admin (admins manage operators): the operator is signed out
// everywhere at once and cannot sign in again, one audit row names the admin who did it; an agent cannot,
// and nobody can disable their own account. An admin also unlocks an operator's sign-in,
// audited the same way.
import { describe, expect, it } from 'vitest';
import {
  AdminMeResponseSchema,
  AuditPageSchema,
  OperatorListResponseSchema,
} from '../../../../src/domain/api/admin-operators';
import { setupTestApp } from '../../../helpers/server-app';
import { freshLimitsForEachTest, testClock } from '../../../helpers/server-clock';
import {
  operatorPassword,
  operatorSignIn,
  operatorToken,
  readyOperator,
  totpCode,
} from '../../../helpers/server-operators';

const clock = testClock();
const context = setupTestApp({ clock });

freshLimitsForEachTest(clock);

const call = (method: 'GET' | 'POST', url: string, token: string) =>
  context.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });

async function signedIn(role: 'agent' | 'admin') {
  const operator = await readyOperator(context.app, context.database, clock, role);
  const token = await operatorToken(context.app, clock, operator);
  const { operator: record } = AdminMeResponseSchema.parse(
    (await call('GET', '/api/admin/me', token)).json(),
  );
  return { ...operator, token, id: record.id };
}

async function auditRowsAbout(targetId: string, token: string, action = 'operator.disabled') {
  const page = AuditPageSchema.parse((await call('GET', '/api/admin/audit?per_page=200', token)).json());
  return page.entries.filter((entry) => entry.target_id === targetId && entry.action === action);
}

describe('POST /api/admin/operators/:id/disable', () => {
  it('signs the operator out everywhere, refuses their sign-in and writes one audit row', async () => {
    const admin = await signedIn('admin');
    const agent = await signedIn('agent');

    const disabledAt = clock.now().toISOString();
    const response = await call('POST', `/api/admin/operators/${agent.id}/disable`, admin.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      message: 'Test agent is disabled and signed out everywhere.',
    });

    expect((await call('GET', '/api/admin/me', agent.token)).statusCode).toBe(401);
    const signIn = await operatorSignIn(context.app, clock, agent);
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json()).toMatchObject({ message: 'Incorrect e-mail, password or code.' });
    const list = OperatorListResponseSchema.parse(
      (await call('GET', '/api/admin/operators', admin.token)).json(),
    );
    expect(list.operators.find((operator) => operator.id === agent.id)?.disabled_at).toBe(disabledAt);

    // Asked again (a double click, a retry): nothing more happens.
    const again = await call('POST', `/api/admin/operators/${agent.id}/disable`, admin.token);
    expect(again.statusCode).toBe(200);
    const rows = await auditRowsAbout(agent.id, admin.token);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      operator_id: admin.id,
      target_type: 'operator',
      before: { disabled_at: null },
      after: { disabled_at: expect.any(String) },
    });
  });

  it('lets no one disable their own account', async () => {
    const admin = await signedIn('admin');
    const response = await call('POST', `/api/admin/operators/${admin.id}/disable`, admin.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      code: 'operator_self',
      message: 'You cannot disable your own account. Ask another admin.',
    });
    expect((await call('GET', '/api/admin/me', admin.token)).statusCode).toBe(200);
  });

  it('refuses an agent, and leaves the target as it was', async () => {
    const agent = await signedIn('agent');
    const admin = await signedIn('admin');
    const response = await call('POST', `/api/admin/operators/${admin.id}/disable`, agent.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      status: false,
      code: 'admin_only',
      message: 'Only an admin can do this.',
    });
    expect((await call('GET', '/api/admin/me', admin.token)).statusCode).toBe(200);
  });

  it('answers an unknown or malformed id in words, never a 5xx', async () => {
    const admin = await signedIn('admin');
    const unknown = await call(
      'POST',
      '/api/admin/operators/7d3c5a1e-0000-4000-8000-000000000000/disable',
      admin.token,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'operator_unknown', message: 'No such operator.' });
    const malformed = await call('POST', '/api/admin/operators/not-an-id/disable', admin.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: 'No such operator.' });
  });
});

describe('POST /api/admin/operators/:id/unlock', () => {
  const office = '192.0.2.10';
  const signInFromOffice = (operator: { email: string; secret: string }, password = operatorPassword) => {
    clock.advance(30_000);
    return context.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: office,
      payload: { email: operator.email, password, code: totpCode(operator.secret, clock.now()) },
    });
  };
  async function lockedOutAtTheOffice(operator: { email: string; secret: string }) {
    for (let attempt = 0; attempt < 5; attempt++) await signInFromOffice(operator, 'Wrong-pass 1');
    expect((await signInFromOffice(operator)).statusCode).toBe(429);
  }
  const lockedFrom = async (id: string, token: string) =>
    OperatorListResponseSchema.parse(
      (await call('GET', '/api/admin/operators', token)).json(),
    ).operators.find((operator) => operator.id === id)?.sign_in_locked_from;

  it('lets the operator sign in again at once, and writes one audit row naming who unlocked whom', async () => {
    const admin = await signedIn('admin');
    const agent = await signedIn('agent');
    const colleague = await signedIn('agent');
    await lockedOutAtTheOffice(agent);
    await lockedOutAtTheOffice(colleague);
    expect(await lockedFrom(agent.id, admin.token)).toEqual(['192.0.2.x']);

    const response = await call('POST', `/api/admin/operators/${agent.id}/unlock`, admin.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: true, message: 'Test agent can sign in again.' });
    expect(await lockedFrom(agent.id, admin.token)).toEqual([]);
    expect((await signInFromOffice(agent)).statusCode).toBe(200);
    // Only the operator named: their colleague at the same address is still locked.
    expect(await lockedFrom(colleague.id, admin.token)).toEqual(['192.0.2.x']);
    expect((await signInFromOffice(colleague)).statusCode).toBe(429);

    const rows = await auditRowsAbout(agent.id, admin.token, 'operator.unlocked');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      operator_id: admin.id,
      target_type: 'operator',
      before: { locked_from: ['192.0.2.x'] },
      after: { locked_from: [] },
    });
  });

  it('refuses an agent, and the lock stays', async () => {
    const agent = await signedIn('agent');
    const colleague = await signedIn('agent');
    await lockedOutAtTheOffice(colleague);
    const response = await call('POST', `/api/admin/operators/${colleague.id}/unlock`, agent.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      status: false,
      code: 'admin_only',
      message: 'Only an admin can do this.',
    });
    expect((await signInFromOffice(colleague)).statusCode).toBe(429);
  });

  it('answers an unknown or malformed id in words, never a 5xx', async () => {
    const admin = await signedIn('admin');
    const unknown = await call(
      'POST',
      '/api/admin/operators/7d3c5a1e-0000-4000-8000-000000000000/unlock',
      admin.token,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'operator_unknown', message: 'No such operator.' });
    const malformed = await call('POST', '/api/admin/operators/not-an-id/unlock', admin.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: 'No such operator.' });
  });
});
