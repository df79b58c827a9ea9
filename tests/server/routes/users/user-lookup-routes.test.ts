import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UserLookupResponseSchema } from '../../../../src/domain/api';
import type { User } from '../../../../src/server/db/schema';
import { setupTestApp } from '../../../helpers/server-app';
import { testClock } from '../../../helpers/server-clock';
import { signIn } from '../../../helpers/server-sign-in';
import { captureSms } from '../../../helpers/server-sms';
import { createTestUser } from '../../../helpers/server-users';
import { expectWaitSaid } from '../../../helpers/wait-refusal';

const clock = testClock();
const sms = captureSms();
const context = setupTestApp({ clock, sms: sms.sender });

let jane: User;
let otieno: User;

beforeAll(async () => {
  jane = await createTestUser(context.database, {
    name: 'Jane Wanjiku Kamau',
    msisdn: '254712345678',
    email: 'jane.kamau@mail.com',
  });
  otieno = await createTestUser(context.database, {
    name: 'Otieno Odhiambo',
    msisdn: '254798765432',
    email: null,
  });
});
// Every test starts in a fresh rate-limit window.
beforeEach(() => clock.advance(60 * 60 * 1000));

function lookUp(value: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') {
  return context.app.inject({
    method: 'GET',
    url: `/api/home-insurance/users/exists/${encodeURIComponent(value)}`,
    headers,
    remoteAddress,
  });
}

async function lookupData(value: string, headers: Record<string, string> = {}) {
  const response = await lookUp(value, headers);
  expect(response.statusCode, response.body).toBe(200);
  return { data: UserLookupResponseSchema.parse(response.json()).data, raw: response.body };
}

function expectNoPersonalData(raw: string, user: User) {
  for (const secret of [
    user.idNumber,
    user.kraPin,
    user.name,
    user.email,
    user.msisdn,
    user.profession,
    user.address,
  ]) {
    if (secret) expect(raw).not.toContain(secret);
  }
  expect(raw).not.toMatch(/id_number|kra_pin|profession|address/);
}

describe('GET /api/home-insurance/users/exists/:phoneOrEmail', () => {
  it.each(['0712345678', '+254 712 345 678', '254712345678', '712345678'])(
    'tells an anonymous caller that %s has an account, with masked hints only',
    async (typed) => {
      const { data, raw } = await lookupData(typed);
      expect(data).toEqual({
        exists: true,
        found_by: 'phone',
        hints: { name: 'J*** W*** K***', email: 'j***@mail.com', msisdn: '2547******78' },
      });
      expectNoPersonalData(raw, jane);
    },
  );

  it('finds an account by e-mail whatever its case', async () => {
    const { data, raw } = await lookupData('Jane.Kamau@MAIL.com');
    expect(data).toMatchObject({ exists: true, found_by: 'email' });
    expectNoPersonalData(raw, jane);
  });

  it('shows no e-mail hint for an account without an e-mail', async () => {
    const { data } = await lookupData('0798765432');
    expect(data.hints).toEqual({ name: 'O*** O***', email: null, msisdn: '2547******32' });
  });

  it('answers exists: false for a number without an account', async () => {
    expect((await lookupData('0700000001')).data).toEqual({ exists: false });
  });

  it('refuses something that is neither a phone number nor an e-mail', async () => {
    const response = await lookUp('hello');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a valid phone number or email address.');
  });

  it('gives the full record to the signed-in owner of the account', async () => {
    const token = await signIn(context.app, sms, jane.msisdn);
    const { data } = await lookupData('0712345678', { authorization: `Bearer ${token}` });
    expect(data.user).toEqual({
      id: jane.id,
      name: 'Jane Wanjiku Kamau',
      msisdn: '254712345678',
      id_number: jane.idNumber,
      email: 'jane.kamau@mail.com',
      profession: jane.profession,
      address: jane.address,
      kra_pin: jane.kraPin,
    });
  });

  it('gives hints only to someone signed in as another account', async () => {
    const token = await signIn(context.app, sms, otieno.msisdn);
    const { data, raw } = await lookupData('0712345678', { authorization: `Bearer ${token}` });
    expect(data.user).toBeUndefined();
    expectNoPersonalData(raw, jane);
  });

  it('treats an unknown or malformed token as anonymous rather than refusing', async () => {
    for (const authorization of [`Bearer ${'x'.repeat(43)}`, 'Bearer nope', 'Basic abc']) {
      const { data } = await lookupData('0712345678', { authorization });
      expect(data.user).toBeUndefined();
      expect(data.exists).toBe(true);
    }
  });

  it('stops an address after 30 lookups a minute, and lets it in again the next minute', async () => {
    for (let lookup = 0; lookup < 30; lookup += 1) {
      expect((await lookUp(`07000000${String(lookup).padStart(2, '0')}`, {}, '10.1.1.1')).statusCode).toBe(
        200,
      );
    }
    const refused = await lookUp('0712345678', {}, '10.1.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: false, code: 'rate_limited' });
    expectWaitSaid(refused, 'Too many lookups.');
    // Another address is not affected.
    expect((await lookUp('0712345678', {}, '10.1.1.2')).statusCode).toBe(200);
    clock.advance(60 * 1000);
    expect((await lookUp('0712345678', {}, '10.1.1.1')).statusCode).toBe(200);
  });
});
