// POST /api/home-insurance/users/signup: point 5's rules and messages, a code to the phone before any
// account, a hashed password, consent with its time, unique phone, e-mail and ID number,
// and no taking over an account an anonymous purchase made.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SignupResponseSchema } from '../../../../src/domain/api';
import { sessions, users } from '../../../../src/server/db/schema';
import { createUsersRepository } from '../../../../src/server/services/users/users-repository';
import { setupTestApp } from '../../../helpers/server-app';
import { freshLimitsForEachTest, testClock } from '../../../helpers/server-clock';
import { signUpOverHttp, signupBody, testPassword } from '../../../helpers/server-signup';
import { captureSms } from '../../../helpers/server-sms';
import { createTestUser, uniqueMsisdn } from '../../../helpers/server-users';
import { expectWaitSaid } from '../../../helpers/wait-refusal';

const clock = testClock();
const sms = captureSms();
const context = setupTestApp({ clock, sms: sms.sender });

// Fresh hourly limits for every test.
freshLimitsForEachTest(clock);

function signUp(body: Record<string, unknown>, remoteAddress = '127.0.0.1') {
  return context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/users/signup',
    payload: body,
    remoteAddress,
  });
}

const logout = (token: string) =>
  context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/users/logout',
    headers: { authorization: `Bearer ${token}` },
  });

const userByMsisdn = async (msisdn: string) =>
  (await context.database.db.select().from(users).where(eq(users.msisdn, msisdn)))[0];

describe('POST /api/home-insurance/users/signup', () => {
  it('sends a code to the phone first and makes nothing; with the code it creates the account, signs it in and answers { token, user }', async () => {
    const msisdn = uniqueMsisdn();
    const typed = `0${msisdn.slice(3, 6)} ${msisdn.slice(6, 9)} ${msisdn.slice(9)}`;
    const body = signupBody({ msisdn: typed });
    const first = await signUp(body);
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toEqual({
      status: true,
      data: {
        code_sent: true,
        message: 'We have sent a code to your phone. Enter it to create your account.',
      },
    });
    expect(sms.messages().at(-1)?.text).toMatch(/^Your Kinga code to create your account is \d{4}\./);
    expect(await userByMsisdn(msisdn)).toBeUndefined();

    const response = await signUp({ ...body, otp: Number(sms.lastSignupCodeTo(msisdn)) });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = SignupResponseSchema.parse(response.json());
    expect(data.user).toEqual({
      id: expect.any(String),
      name: 'Achieng Otieno',
      msisdn,
      id_number: body.id_number,
      email: body.email,
      profession: null,
      address: null,
      kra_pin: null,
    });
    expect((await logout(data.token)).statusCode).toBe(200);
  });

  it('stores the password only as a scrypt hash, and the consent with its time', async () => {
    const body = signupBody();
    await signUpOverHttp(context.app, sms, body);
    const user = await userByMsisdn(`254${String(body.msisdn).slice(1)}`);
    // The code proved the phone, so the signer-up's details are the account's own.
    expect(user?.phoneVerifiedAt).toEqual(clock.now());
    expect(user?.detailsProvenAt).toEqual(clock.now());
    expect(user?.passwordHash).toMatch(/^scrypt\$/);
    expect(user?.passwordHash).not.toContain(testPassword);
    expect(user?.termsAcceptedAt).toEqual(clock.now());
    expect(user?.accountType).toBe('tenant');
  });

  it('refuses a signup without accepting the terms', async () => {
    for (const accept_terms of [false, undefined]) {
      const response = await signUp(signupBody({ accept_terms }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'Please accept the terms and the privacy notice to create an account.',
      );
    }
  });

  it.each([
    ['name', '', 'Full Name is required'],
    ['name', 'A', 'Name must be at least 2 characters'],
    ['name', 'Achieng 2', 'Name must contain only letters and spaces'],
    ['id_number', '', 'ID Number is required'],
    ['id_number', '12345', 'ID Number must be 6-12 digits'],
    ['id_number', '1234567890123', 'ID Number must be 6-12 digits'],
    ['msisdn', '', 'Phone Number is required'],
    ['msisdn', '0812345678', 'Invalid phone number format'],
    ['email', '', 'Email is required'],
    ['email', 'achieng@mail', 'Invalid email address'],
    ['password', '', 'Password is required'],
    ['password', 'Ab#1', 'Password must be at least 8 characters'],
    ['password', 'ABCDEF#1', 'Password must contain at least one lowercase letter'],
    ['password', 'abcdef#1', 'Password must contain at least one uppercase letter'],
    ['password', 'Abcdefg#', 'Password must contain at least one number'],
    ['password', 'Abcdefg1', 'Password must contain at least one special character'],
    ['account_type', 'landlord', 'Account Type is required'],
  ])('refuses %s %j with “%s”', async (field, value, message) => {
    const body = signupBody({ [field]: value });
    if (field === 'password') body.confirm_password = value;
    const response = await signUp(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a confirmation that differs, and an empty one', async () => {
    const differs = await signUp(signupBody({ confirm_password: 'Kinga#2027' }));
    expect(differs.statusCode).toBe(400);
    expect(differs.json().message).toBe('Passwords must match');
    const empty = await signUp(signupBody({ confirm_password: '' }));
    expect(empty.json().message).toBe('Confirm Password is required');
  });

  it('refuses a phone that already has an account, in any written form', async () => {
    const existing = await createTestUser(context.database, { idNumber: '11223344' });
    const response = await signUp(signupBody({ msisdn: `+${existing.msisdn}` }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'An account with this phone number already exists. Please log in instead.',
    );
  });

  it('refuses an e-mail address or an ID number another account holds', async () => {
    const existing = await createTestUser(context.database, { idNumber: '55667788' });
    const email = await signUp(signupBody({ email: existing.email?.toUpperCase() }));
    expect(email.statusCode).toBe(409);
    expect(email.json().message).toBe(
      'An account with this email address already exists. Please log in instead.',
    );
    const idNumber = await signUp(signupBody({ id_number: '55667788' }));
    expect(idNumber.statusCode).toBe(409);
    expect(idNumber.json().message).toBe(
      'An account with this ID number already exists. Please log in instead, or call us.',
    );
  });

  it('refuses a wrong code with the code’s own message and makes nothing', async () => {
    const body = signupBody();
    const msisdn = `254${String(body.msisdn).slice(1)}`;
    expect((await signUp(body)).statusCode).toBe(202);
    const wrong = (Number(sms.lastSignupCodeTo(msisdn)) + 1) % 10_000;
    const refused = await signUp({ ...body, otp: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'otp_incorrect', message: 'The code is incorrect.' });
    expect(await userByMsisdn(msisdn)).toBeUndefined();
  });

  it('holds nothing for a first step alone: its phone, e-mail and ID number stay free', async () => {
    const abandoned = signupBody();
    expect((await signUp(abandoned)).statusCode).toBe(202);
    await signUpOverHttp(
      context.app,
      sms,
      signupBody({ email: abandoned.email, id_number: abandoned.id_number }),
    );
  });

  it('refuses an ID number an earlier signup holds once its phone was proven', async () => {
    const first = signupBody();
    await signUpOverHttp(context.app, sms, first);
    const second = await signUp(signupBody({ id_number: first.id_number }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      status: false,
      code: 'id_number_taken',
      message: 'An account with this ID number already exists. Please log in instead, or call us.',
    });
  });

  it('asks for a code first on the phone of an account a purchase made, and leaves that account alone', async () => {
    const msisdn = uniqueMsisdn();
    const bought = await createUsersRepository(context.database.db).findOrCreateForPhone(msisdn, 'owner');
    const response = await signUp(signupBody({ msisdn }));
    expect(response.statusCode).toBe(202);
    expect(response.json().data.code_sent).toBe(true);
    const after = await userByMsisdn(msisdn);
    expect(after).toEqual(bought);
    const opened = await context.database.db.select().from(sessions).where(eq(sessions.userId, bought.id));
    expect(opened).toEqual([]);
  });

  it('takes at most 10 signups an hour from one address', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signUp({}, '10.9.9.9')).statusCode).toBe(400);
    }
    const refused = await signUp(signupBody(), '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expectWaitSaid(refused, 'Too many sign-up attempts.');
  });
});
