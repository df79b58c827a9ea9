// Ending every session of a user at once, as a password change does.
import { describe, expect, it } from 'vitest';
import { createSessionsRepository } from '../../../../src/server/services/auth/sessions-repository';
import { setupTestApp } from '../../../helpers/server-app';
import { freshLimitsForEachTest, testClock } from '../../../helpers/server-clock';
import { signIn } from '../../../helpers/server-sign-in';
import { captureSms } from '../../../helpers/server-sms';
import { createTestUser } from '../../../helpers/server-users';

const clock = testClock();
const sms = captureSms();
const context = setupTestApp({ clock, sms: sms.sender });

freshLimitsForEachTest(clock);

const logout = (token: string) =>
  context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/users/logout',
    headers: { authorization: `Bearer ${token}` },
  });

describe('revokeAllOfUser', () => {
  it('signs out every device of the user and no one else', async () => {
    const user = await createTestUser(context.database);
    const other = await createTestUser(context.database);
    const phone = await signIn(context.app, sms, user.msisdn);
    clock.advance(60 * 1000);
    const laptop = await signIn(context.app, sms, user.msisdn);
    const someoneElse = await signIn(context.app, sms, other.msisdn);

    await createSessionsRepository(context.database.db).revokeAllOfUser(user.id, clock.now());

    expect((await logout(phone)).statusCode).toBe(401);
    expect((await logout(laptop)).statusCode).toBe(401);
    expect((await logout(someoneElse)).statusCode).toBe(200);
  });
});
