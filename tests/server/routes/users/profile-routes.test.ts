// GET and PUT /api/home-insurance/users/:id: a signed-in client reads and changes their own profile, and
// nobody else's. Another account's id answers 404 with nothing of it, whatever the body.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiErrorSchema, ProfileResponseSchema, type UpdateProfileInput } from '../../../../src/domain/api';
import { contactMessages } from '../../../../src/domain/contact-rules';
import { profileMessages } from '../../../../src/domain/profile-messages';
import type { User } from '../../../../src/server/db/schema';
import { createUsersRepository } from '../../../../src/server/services/users/users-repository';
import { setupTestApp } from '../../../helpers/server-app';
import { freshLimitsForEachTest, testClock } from '../../../helpers/server-clock';
import { signIn } from '../../../helpers/server-sign-in';
import { captureSms } from '../../../helpers/server-sms';
import { createTestUser, uniqueMsisdn } from '../../../helpers/server-users';

const clock = testClock();
const sms = captureSms();
const context = setupTestApp({ clock, sms: sms.sender });

// Every test starts with fresh sign-in limits.
freshLimitsForEachTest(clock);

let address = 0;
async function signedInUser(overrides: Partial<User> = {}) {
  const user = await createTestUser(context.database, overrides);
  address += 1;
  const token = await signIn(
    context.app,
    sms,
    user.msisdn,
    `10.0.${Math.floor(address / 200)}.${address % 200}`,
  );
  return { user, headers: { authorization: `Bearer ${token}` } };
}

const profileUrl = (id: string) => `/api/home-insurance/users/${id}`;

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

function expectNothingOf(raw: string, user: User) {
  for (const secret of [
    user.id,
    user.name,
    user.msisdn,
    user.email,
    user.idNumber,
    user.kraPin,
    user.address,
  ]) {
    if (secret) expect(raw).not.toContain(secret);
  }
}

describe('GET /api/home-insurance/users/:id', () => {
  it('gives the signed-in client their own profile', async () => {
    const { user, headers } = await signedInUser({ physicalAddress: 'Kilimani, Argwings Kodhek Rd' });
    const response = await context.app.inject({ method: 'GET', url: profileUrl(user.id), headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(ProfileResponseSchema.parse(response.json()).data).toEqual({
      id: user.id,
      name: user.name,
      msisdn: user.msisdn,
      email: user.email,
      id_number: user.idNumber,
      profession: user.profession,
      kra_pin: user.kraPin,
      address: user.address,
      physicalAddress: 'Kilimani, Argwings Kodhek Rd',
      account_type: 'tenant',
      pending_msisdn: null,
    });
  });

  it('answers 401 without a session', async () => {
    const user = await createTestUser(context.database);
    const response = await context.app.inject({ method: 'GET', url: profileUrl(user.id) });
    expect(response.statusCode).toBe(401);
    expect(ApiErrorSchema.parse(response.json()).message).toBe('Please sign in again.');
    expectNothingOf(response.body, user);
  });

  it('answers 404 with nothing of the other account when A asks for B, as for an id nobody has', async () => {
    const a = await signedInUser();
    const b = await createTestUser(context.database);
    const forB = await context.app.inject({ method: 'GET', url: profileUrl(b.id), headers: a.headers });
    expect(forB.statusCode).toBe(404);
    expect(forB.json()).toEqual({
      status: false,
      message: profileMessages.notFound,
      code: 'account_not_found',
    });
    expectNothingOf(forB.body, b);
    for (const id of [randomUUID(), 'not-an-id']) {
      const other = await context.app.inject({ method: 'GET', url: profileUrl(id), headers: a.headers });
      expect(other.statusCode).toBe(404);
      expect(other.body).toBe(forB.body);
    }
  });
});

describe('PUT /api/home-insurance/users/:id', () => {
  it('saves the changes, answers the profile, and a later read shows them', async () => {
    const { user, headers } = await signedInUser();
    const msisdn = user.msisdn;
    const response = await context.app.inject({
      method: 'PUT',
      url: profileUrl(user.id),
      headers,
      payload: bodyFor(user, {
        name: '  Jane Achieng  ',
        email: 'Jane.Achieng@Mail.com',
        msisdn: `0${msisdn.slice(3)}`,
        profession: 'Architect',
        physicalAddress: 'Westlands',
        kra_pin: '',
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      id: user.id,
      name: 'Jane Achieng',
      msisdn,
      email: 'jane.achieng@mail.com',
      id_number: user.idNumber,
      profession: 'Architect',
      kra_pin: null,
      address: user.address,
      physicalAddress: 'Westlands',
      account_type: 'tenant',
      pending_msisdn: null,
    };
    expect(ProfileResponseSchema.parse(response.json())).toEqual({
      status: true,
      message: 'Profile updated successfully',
      data: expected,
    });
    const read = await context.app.inject({ method: 'GET', url: profileUrl(user.id), headers });
    expect(ProfileResponseSchema.parse(read.json()).data).toEqual(expected);
  });

  it('makes the details of an account a purchase created the account’s own once its holder sets them', async () => {
    // An account made by an anonymous purchase: its details are unproven, so the profile shows none.
    const { user, headers } = await signedInUser({ name: 'Typed By Anyone', detailsProvenAt: null });
    const before = await context.app.inject({ method: 'GET', url: profileUrl(user.id), headers });
    expect(ProfileResponseSchema.parse(before.json()).data).toMatchObject({ name: '', email: null });
    await context.app.inject({
      method: 'PUT',
      url: profileUrl(user.id),
      headers,
      payload: bodyFor(user, { name: 'Amina Yusuf' }),
    });
    const after = await context.app.inject({ method: 'GET', url: profileUrl(user.id), headers });
    expect(ProfileResponseSchema.parse(after.json()).data).toMatchObject({
      name: 'Amina Yusuf',
      email: user.email,
      id_number: user.idNumber,
    });
  });

  it('refuses A changing B with 404, nothing of B, and B unchanged', async () => {
    const a = await signedInUser();
    const b = await signedInUser();
    for (const payload of [bodyFor(b.user, { name: 'Hijacked' }), bodyFor(b.user, { name: '' }), {}]) {
      const response = await context.app.inject({
        method: 'PUT',
        url: profileUrl(b.user.id),
        headers: a.headers,
        payload,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        status: false,
        message: profileMessages.notFound,
        code: 'account_not_found',
      });
    }
    const bRead = await context.app.inject({ method: 'GET', url: profileUrl(b.user.id), headers: b.headers });
    expect(ProfileResponseSchema.parse(bRead.json()).data.name).toBe(b.user.name);
  });

  it('answers 401 without a session, whatever the body', async () => {
    const user = await createTestUser(context.database);
    const response = await context.app.inject({ method: 'PUT', url: profileUrl(user.id), payload: {} });
    expect(response.statusCode).toBe(401);
    expect(ApiErrorSchema.parse(response.json()).message).toBe('Please sign in again.');
  });

  it.each([
    [{ name: ' ' }, 'name', contactMessages.fullName],
    [{ msisdn: '' }, 'msisdn', contactMessages.phone],
    [{ msisdn: '0812345678' }, 'msisdn', contactMessages.phoneFormat],
    [{ email: '' }, 'email', contactMessages.email],
    [{ email: 'jane@mail' }, 'email', contactMessages.emailFormat],
    [{ id_number: '' }, 'id_number', contactMessages.idNumber],
  ])('refuses %j with the contact form’s message', async (change, path, message) => {
    const { user, headers } = await signedInUser();
    const response = await context.app.inject({
      method: 'PUT',
      url: profileUrl(user.id),
      headers,
      payload: bodyFor(user, change),
    });
    expect(response.statusCode).toBe(400);
    const error = ApiErrorSchema.parse(response.json());
    expect(error.message).toBe(message);
    expect(error.errors).toContainEqual({ path, message });
  });

  it('refuses a phone or an e-mail another account holds, and changes nothing', async () => {
    const { user, headers } = await signedInUser();
    const other = await createTestUser(context.database);
    const phone = await context.app.inject({
      method: 'PUT',
      url: profileUrl(user.id),
      headers,
      payload: bodyFor(user, { name: 'Changed', msisdn: other.msisdn }),
    });
    expect(phone.statusCode).toBe(400);
    expect(phone.json()).toMatchObject({ message: profileMessages.phoneTaken, code: 'phone_taken' });
    const email = await context.app.inject({
      method: 'PUT',
      url: profileUrl(user.id),
      headers,
      payload: bodyFor(user, { name: 'Changed', email: other.email?.toUpperCase() }),
    });
    expect(email.statusCode).toBe(400);
    expect(email.json()).toMatchObject({ message: profileMessages.emailTaken, code: 'email_taken' });
    expectNothingOf(`${phone.body}${email.body}`, other);
    const read = await context.app.inject({ method: 'GET', url: profileUrl(user.id), headers });
    expect(ProfileResponseSchema.parse(read.json()).data.name).toBe(user.name);
  });

  it('takes an e-mail that only an unproven account (an anonymous purchase) holds', async () => {
    const { user, headers } = await signedInUser();
    const typedByAnyone = await createTestUser(context.database, { detailsProvenAt: null });
    const response = await context.app.inject({
      method: 'PUT',
      url: profileUrl(user.id),
      headers,
      payload: bodyFor(user, { email: typedByAnyone.email ?? '' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ProfileResponseSchema.parse(response.json()).data.email).toBe(typedByAnyone.email);
  });
});

describe('ID numbers on a profile edit', () => {
  it('refuses an ID number another proven account holds, and tells nothing of that account', async () => {
    const { user, headers } = await signedInUser();
    const other = await createTestUser(context.database);
    const response = await context.app.inject({
      method: 'PUT',
      url: profileUrl(user.id),
      headers,
      payload: bodyFor(user, { id_number: other.idNumber ?? '' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'id_number_taken',
      message: 'This ID number belongs to another account. Please check it, or call us.',
    });
    expectNothingOf(response.body, other);
  });

  it('takes an ID number that only an unproven account holds, which loses it', async () => {
    const { user, headers } = await signedInUser();
    const typedByAnyone = await createTestUser(context.database, { detailsProvenAt: null });
    const response = await context.app.inject({
      method: 'PUT',
      url: profileUrl(user.id),
      headers,
      payload: bodyFor(user, { id_number: typedByAnyone.idNumber ?? '' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ProfileResponseSchema.parse(response.json()).data.id_number).toBe(typedByAnyone.idNumber);
    const loser = await createUsersRepository(context.database.db).findById(typedByAnyone.id);
    expect(loser?.idNumber).toBeNull();
  });
});

describe('two updates racing for one phone or e-mail', () => {
  // The service checks who holds a phone or e-mail before it writes; a concurrent update can take it in
  // between. The unique index then refuses the losing write, which must be the same 400, not a 500.
  it('the losing write is refused in the words of the check it slipped past', async () => {
    const holder = await createTestUser(context.database);
    const other = await createTestUser(context.database);
    const users = createUsersRepository(context.database.db);
    const details = {
      name: other.name,
      msisdn: other.msisdn,
      email: other.email,
      idNumber: other.idNumber,
      profession: null,
      kraPin: null,
      address: null,
      physicalAddress: null,
    };
    await expect(
      users.updateProfile(other.id, { ...details, msisdn: holder.msisdn }, new Date()),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'phone_taken',
      message: profileMessages.phoneTaken,
    });
    await expect(
      users.updateProfile(other.id, { ...details, email: holder.email }, new Date()),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'email_taken',
      message: profileMessages.emailTaken,
    });
    await expect(
      users.updateProfile(other.id, { ...details, idNumber: holder.idNumber }, new Date()),
    ).rejects.toMatchObject({ statusCode: 400, code: 'id_number_taken' });
  });
});

describe('a new phone in the profile', () => {
  const put = (user: User, headers: Record<string, string>, changes: Partial<UpdateProfileInput>) =>
    context.app.inject({ method: 'PUT', url: profileUrl(user.id), headers, payload: bodyFor(user, changes) });
  const phonePost = (user: User, headers: Record<string, string>, step: string, payload?: object) =>
    context.app.inject({
      method: 'POST',
      url: `${profileUrl(user.id)}/phone/${step}`,
      headers,
      ...(payload ? { payload } : {}),
    });

  it('waits, unused, with the rest of the edit saved, until the code sent to it is entered', async () => {
    const { user, headers } = await signedInUser();
    const newPhone = uniqueMsisdn();
    const saved = await put(user, headers, { msisdn: `0${newPhone.slice(3)}`, profession: 'Architect' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(ProfileResponseSchema.parse(saved.json())).toMatchObject({
      message: profileMessages.phoneCodeSent,
      data: { msisdn: user.msisdn, pending_msisdn: newPhone, profession: 'Architect' },
    });
    expect(sms.messages().at(-1)).toMatchObject({ to: newPhone });
    // Not the account's yet: a code sign-in on the new phone finds no account, the old phone still works.
    const users = createUsersRepository(context.database.db);
    expect(await users.findByMsisdn(newPhone)).toBeNull();
    expect((await users.findByMsisdn(user.msisdn))?.id).toBe(user.id);

    const verified = await phonePost(user, headers, 'verify', {
      otp: Number(sms.lastPhoneChangeCodeTo(newPhone)),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(ProfileResponseSchema.parse(verified.json())).toMatchObject({
      message: profileMessages.phoneChanged,
      data: { msisdn: newPhone, pending_msisdn: null },
    });
    const moved = await users.findById(user.id);
    expect(moved?.msisdn).toBe(newPhone);
    expect(moved?.phoneVerifiedAt).toEqual(clock.now());
    expect(await users.findByMsisdn(user.msisdn)).toBeNull();
  });

  it('takes no wrong code, nor a sign-in code to the new phone, and resends on request', async () => {
    const { user, headers } = await signedInUser();
    const newPhone = uniqueMsisdn();
    await put(user, headers, { msisdn: newPhone });
    const right = Number(sms.lastPhoneChangeCodeTo(newPhone));
    const wrong = await phonePost(user, headers, 'verify', { otp: (right + 1) % 10_000 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('otp_incorrect');

    clock.advance(31_000);
    const resent = await phonePost(user, headers, 'resend');
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual({ status: true, message: profileMessages.phoneCodeResent });
    const fresh = Number(sms.lastPhoneChangeCodeTo(newPhone));
    expect((await phonePost(user, headers, 'verify', { otp: fresh })).statusCode).toBe(200);
  });

  it('is one account’s alone: another account cannot use the code, and nothing waits for it', async () => {
    const a = await signedInUser();
    const b = await signedInUser();
    const newPhone = uniqueMsisdn();
    await put(a.user, a.headers, { msisdn: newPhone });
    const code = Number(sms.lastPhoneChangeCodeTo(newPhone));
    const byB = await phonePost(b.user, b.headers, 'verify', { otp: code });
    expect(byB.statusCode).toBe(409);
    expect(byB.json()).toEqual({
      status: false,
      code: 'no_phone_waiting',
      message: profileMessages.noPhoneWaiting,
    });
    const forA = await phonePost(a.user, b.headers, 'verify', { otp: code });
    expect(forA.statusCode).toBe(404);
  });

  it('is refused when another account holds the phone by the time the code comes back', async () => {
    const { user, headers } = await signedInUser();
    const newPhone = uniqueMsisdn();
    await put(user, headers, { msisdn: newPhone });
    await createTestUser(context.database, { msisdn: newPhone });
    const refused = await phonePost(user, headers, 'verify', {
      otp: Number(sms.lastPhoneChangeCodeTo(newPhone)),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('phone_taken');
    expect((await createUsersRepository(context.database.db).findById(user.id))?.msisdn).toBe(user.msisdn);
  });
});
