// Idempotency-Key on PUT users/:id: the portal's outbox retries a profile edit after a lost answer with the
// key it was first sent under, and the edit must land once, even when a newer edit was saved in between.
import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ProfileResponseSchema, type UpdateProfileInput } from '../../../../src/domain/api';
import { idempotencyKeys, type User } from '../../../../src/server/db/schema';
import { setupTestApp } from '../../../helpers/server-app';
import { freshLimitsForEachTest, testClock } from '../../../helpers/server-clock';
import { signIn } from '../../../helpers/server-sign-in';
import { captureSms } from '../../../helpers/server-sms';
import { createTestUser } from '../../../helpers/server-users';

const clock = testClock();
const sms = captureSms();
const context = setupTestApp({ clock, sms: sms.sender });

freshLimitsForEachTest(clock);

let address = 0;
async function signedInUser() {
  const user = await createTestUser(context.database);
  address += 1;
  const token = await signIn(context.app, sms, user.msisdn, `10.1.0.${address}`);
  return { user, headers: { authorization: `Bearer ${token}` } };
}

function bodyFor(user: User, changes: Partial<UpdateProfileInput> = {}): UpdateProfileInput {
  return {
    name: user.name,
    email: user.email ?? '',
    msisdn: user.msisdn,
    id_number: user.idNumber ?? '',
    profession: user.profession ?? '',
    kra_pin: user.kraPin ?? '',
    address: user.address ?? '',
    physicalAddress: user.physicalAddress ?? '',
    id: user.id,
    ...changes,
  };
}

function put(user: User, headers: Record<string, string>, body: UpdateProfileInput, key?: string) {
  return context.app.inject({
    method: 'PUT',
    url: `/api/home-insurance/users/${user.id}`,
    headers: key === undefined ? headers : { ...headers, 'idempotency-key': key },
    payload: body,
  });
}

async function savedName(user: User, headers: Record<string, string>): Promise<string> {
  const answer = await context.app.inject({
    method: 'GET',
    url: `/api/home-insurance/users/${user.id}`,
    headers,
  });
  return ProfileResponseSchema.parse(answer.json()).data.name;
}

describe('PUT /api/home-insurance/users/:id with an Idempotency-Key', () => {
  it('a retry after a lost answer gets the first answer and does not undo a newer edit', async () => {
    const { user, headers } = await signedInUser();
    const queued = bodyFor(user, { name: 'Wanjiru Queued Edit' });
    const first = await put(user, headers, queued, 'profile-edit-1');
    expect(first.statusCode, first.body).toBe(200);

    // The answer was lost; meanwhile the client saved a newer edit from another device.
    expect((await put(user, headers, bodyFor(user, { name: 'Wanjiru Newer Edit' }))).statusCode).toBe(200);

    const retried = await put(user, headers, queued, 'profile-edit-1');
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json()).toEqual(first.json());
    expect(await savedName(user, headers)).toBe('Wanjiru Newer Edit');
  });

  it('refuses the same key with another edit (422), and keeps keys of two clients apart', async () => {
    const { user, headers } = await signedInUser();
    await put(user, headers, bodyFor(user, { name: 'First Edit' }), 'profile-edit-2');
    const reused = await put(user, headers, bodyFor(user, { name: 'Other Edit' }), 'profile-edit-2');
    expect(reused.statusCode).toBe(422);

    const other = await signedInUser();
    const theirs = await put(other.user, other.headers, bodyFor(other.user), 'profile-edit-2');
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });

  it('a refused edit (the e-mail is another account’s) is refused again on retry, not replayed as saved', async () => {
    const { user, headers } = await signedInUser();
    const holder = await createTestUser(context.database);
    const body = bodyFor(user, { email: holder.email ?? '' });
    const refused = await put(user, headers, body, 'profile-edit-3');
    expect(refused.statusCode).toBe(400);
    const again = await put(user, headers, body, 'profile-edit-3');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(refused.json());
  });

  it('deleting the account forgets the stored answers, which hold the profile', async () => {
    const { user, headers } = await signedInUser();
    await put(user, headers, bodyFor(user, { name: 'Kept Until Erased' }), 'profile-edit-4');
    const stored = () =>
      context.database.db
        .select()
        .from(idempotencyKeys)
        .where(like(idempotencyKeys.scope, `%${user.id}%`));
    expect(await stored()).toHaveLength(1);
    const erased = await context.app.inject({
      method: 'DELETE',
      url: `/api/home-insurance/users/${user.id}`,
      headers,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await stored()).toEqual([]);
  });
});
