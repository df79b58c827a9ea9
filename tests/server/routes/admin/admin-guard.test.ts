// Who may call /api/admin: no operator session → 401, a client's own live token → 401, an
// agent on admin work → 403; the audit log is admins' reading, newest first, paginated, with no secrets.
import { describe, expect, it } from 'vitest';
import { AuditPageSchema, OperatorListResponseSchema } from '../../../../src/domain/api/admin-operators';
import { setupTestApp } from '../../../helpers/server-app';
import { freshLimitsForEachTest, testClock } from '../../../helpers/server-clock';
import { operatorPassword, operatorToken, readyOperator } from '../../../helpers/server-operators';
import { passwordClient } from '../../../helpers/server-signup';

const clock = testClock();
const context = setupTestApp({ clock });

freshLimitsForEachTest(clock);

const get = (url: string, token?: string) =>
  context.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

const signInFirst = { status: false, code: 'unauthorized', message: 'Please sign in to the back office.' };
const adminOnly = { status: false, code: 'admin_only', message: 'Only an admin can do this.' };
/** A client signed up and signed in with phone and password: their live bearer token. */
async function clientToken(): Promise<string> {
  return (await passwordClient(context.app, context.database)).token;
}

const guarded = ['/api/admin/me', '/api/admin/operators', '/api/admin/audit'];

describe('the /api/admin guard', () => {
  it('answers 401 without a token', async () => {
    for (const url of guarded) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual(signInFirst);
    }
  });

  it('answers 401 to a signed-in client’s token', async () => {
    const client = { token: await clientToken() };
    // The token works where clients belong, and nowhere in the back office.
    expect((await get('/api/home-insurance/covers', client.token)).statusCode).toBe(200);
    for (const url of guarded) {
      const response = await get(url, client.token);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual(signInFirst);
    }
    const logout = await context.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { authorization: `Bearer ${client.token}` },
    });
    expect(logout.statusCode).toBe(401);
  });

  it('answers 403 to an agent on admin work', async () => {
    const agent = await readyOperator(context.app, context.database, clock, 'agent');
    const token = await operatorToken(context.app, clock, agent);
    for (const url of ['/api/admin/operators', '/api/admin/audit']) {
      const response = await get(url, token);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual(adminOnly);
    }
  });

  it('lets an admin list the operators', async () => {
    const agent = await readyOperator(context.app, context.database, clock, 'agent');
    const admin = await readyOperator(context.app, context.database, clock, 'admin');
    const response = await get('/api/admin/operators', await operatorToken(context.app, clock, admin));
    expect(response.statusCode, response.body).toBe(200);
    const { operators } = OperatorListResponseSchema.parse(response.json());
    expect(operators.map((operator) => operator.email)).toEqual(
      expect.arrayContaining([agent.email, admin.email]),
    );
    expect(response.body).not.toMatch(/password|secret|scrypt/i);
  });
});

describe('GET /api/admin/audit', () => {
  it('shows set-up, sign-in, failed sign-in and sign-out, newest first, with no secret', async () => {
    const agent = await readyOperator(context.app, context.database, clock, 'agent');
    clock.advance(1000);
    await context.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: agent.email, password: 'Wrong-pass 1', code: '123456' },
    });
    const agentToken = await operatorToken(context.app, clock, agent);
    clock.advance(1000);
    await context.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { authorization: `Bearer ${agentToken}` },
    });

    const admin = await readyOperator(context.app, context.database, clock, 'admin');
    const adminToken = await operatorToken(context.app, clock, admin);
    const response = await get('/api/admin/audit?per_page=200', adminToken);
    expect(response.statusCode, response.body).toBe(200);
    const page = AuditPageSchema.parse(response.json());
    const times = page.entries.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    const actions = page.entries.map((entry) => entry.action);
    for (const action of [
      'operator.added',
      'operator.setup_started',
      'operator.setup_completed',
      'operator.login_failed',
      'operator.signed_in',
      'operator.signed_out',
    ]) {
      expect(actions, action).toContain(action);
    }
    for (const secret of [
      agent.secret,
      operatorPassword,
      'Wrong-pass 1',
      ...agent.recoveryCodes,
      agentToken,
    ]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('pages', async () => {
    const admin = await readyOperator(context.app, context.database, clock, 'admin');
    const token = await operatorToken(context.app, clock, admin);
    const first = AuditPageSchema.parse((await get('/api/admin/audit?per_page=2', token)).json());
    const second = AuditPageSchema.parse((await get('/api/admin/audit?per_page=2&page=2', token)).json());
    expect(first.entries).toHaveLength(2);
    expect(first.has_more).toBe(true);
    expect(second.page).toBe(2);
    expect(second.entries[0]?.id).not.toBe(first.entries[0]?.id);
    expect(first.entries[0]?.action).toBe('operator.signed_in');
  });
});
