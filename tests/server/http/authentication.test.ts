// Bearer sessions and the requireUser guard later portal routes use, through a small route of the test's own.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions, type User } from '../../../src/server/db/schema';
import { requireUser } from '../../../src/server/http/authentication';
import { setupTestApp } from '../../helpers/server-app';
import { testClock } from '../../helpers/server-clock';
import { signIn } from '../../helpers/server-sign-in';
import { captureSms } from '../../helpers/server-sms';
import { createTestUser } from '../../helpers/server-users';

const clock = testClock();
const sms = captureSms();
const context = setupTestApp({ clock, sms: sms.sender });

let user: User;
beforeAll(async () => {
  context.app.get('/api/test/me', async (request) => ({ id: requireUser(request).id }));
  user = await createTestUser(context.database);
});

const me = (token?: string) =>
  context.app.inject({
    method: 'GET',
    url: '/api/test/me',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('signed-in requests', () => {
  it('know their user from the bearer token', async () => {
    const token = await signIn(context.app, sms, user.msisdn);
    const response = await me(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: user.id });
  });

  it('are refused with 401 "Please sign in again." without a token', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      status: false,
      message: 'Please sign in again.',
      code: 'unauthorized',
    });
  });

  it('are refused once the session is 30 days old', async () => {
    clock.advance(60 * 60 * 1000);
    const token = await signIn(context.app, sms, user.msisdn);
    clock.advance(30 * 24 * 60 * 60 * 1000 - 1000);
    expect((await me(token)).statusCode).toBe(200);
    clock.advance(1000);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('are refused once the session is revoked', async () => {
    clock.advance(60 * 60 * 1000);
    const token = await signIn(context.app, sms, user.msisdn);
    await context.database.db
      .update(sessions)
      .set({ revokedAt: clock.now() })
      .where(eq(sessions.userId, user.id));
    expect((await me(token)).statusCode).toBe(401);
  });
});
