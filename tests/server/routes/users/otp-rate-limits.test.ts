// Both sign-in endpoints are limited per address, counted before the body is even
// read (so malformed and invalid requests use up the allowance too), and per phone.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  otpRequestsPerIp,
  otpVerifiesPerIp,
  otpVerifiesPerPhone,
} from '../../../../src/server/services/auth/otp-limits';
import { setupTestApp } from '../../../helpers/server-app';
import { testClock } from '../../../helpers/server-clock';
import { captureSms } from '../../../helpers/server-sms';
import { createTestUser } from '../../../helpers/server-users';
import { expectWaitSaid } from '../../../helpers/wait-refusal';

const clock = testClock();
const sms = captureSms();
const context = setupTestApp({ clock, sms: sms.sender });

beforeEach(() => clock.advance(24 * 60 * 60 * 1000));

const post = (path: 'request' | 'verify', payload: unknown, remoteAddress: string) =>
  context.app.inject({
    method: 'POST',
    url: `/api/home-insurance/users/otp/${path}`,
    payload: payload as Record<string, unknown>,
    remoteAddress,
  });

describe('code requests from one address', () => {
  it('count requests with an invalid Identifier, or none at all, against the allowance', async () => {
    const invalid = [{ Identifier: 'not a phone' }, { Identifier: 'jane@mail' }, { Identifier: '' }, {}];
    for (let attempt = 0; attempt < otpRequestsPerIp.max; attempt += 1) {
      expect((await post('request', invalid[attempt % invalid.length], '10.4.4.4')).statusCode).toBe(400);
    }
    const client = await createTestUser(context.database);
    const refused = await post('request', { Identifier: client.msisdn }, '10.4.4.4');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('request', { Identifier: client.msisdn }, '10.4.4.5')).statusCode).toBe(200);
  });
});

describe('code checks', () => {
  it('are limited per address, whatever number they name', async () => {
    for (let attempt = 0; attempt < otpVerifiesPerIp.max; attempt += 1) {
      const number = `2547000011${String(attempt).padStart(2, '0')}`;
      expect((await post('verify', { Identifier: number, otp: 1234 }, '10.5.5.5')).statusCode).toBe(400);
    }
    const refused = await post('verify', { Identifier: '254700001199', otp: 1234 }, '10.5.5.5');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: false, code: 'rate_limited' });
    expectWaitSaid(refused, otpVerifiesPerIp.reason);
  });

  it('count checks with an invalid Identifier against the address allowance', async () => {
    for (let attempt = 0; attempt < otpVerifiesPerIp.max; attempt += 1) {
      expect((await post('verify', { Identifier: 'nonsense', otp: 1 }, '10.6.6.6')).statusCode).toBe(400);
    }
    expect((await post('verify', { Identifier: '254700001200', otp: 1 }, '10.6.6.6')).statusCode).toBe(429);
  });

  it('are limited per phone and address, in whichever form the number comes; other addresses are not held up', async () => {
    const client = await createTestUser(context.database);
    const forms = [client.msisdn, `0${client.msisdn.slice(3)}`, `+${client.msisdn}`];
    for (let attempt = 0; attempt < otpVerifiesPerPhone.max; attempt += 1) {
      const answer = await post('verify', { Identifier: forms[attempt % 3], otp: 1234 }, '10.7.7.1');
      expect(answer.statusCode).toBe(400);
    }
    const refused = await post('verify', { Identifier: client.msisdn, otp: 1234 }, '10.7.7.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: false, code: 'rate_limited' });
    expectWaitSaid(refused, otpVerifiesPerPhone.reason);
    // The holder, at another address, is not held up by a stranger's checks.
    expect((await post('verify', { Identifier: client.msisdn, otp: 1234 }, '10.7.8.1')).statusCode).toBe(400);
    // A number nobody holds is limited the same way.
    for (let attempt = 0; attempt < otpVerifiesPerPhone.max; attempt += 1) {
      await post('verify', { Identifier: '254700001201', otp: 1234 }, '10.7.9.1');
    }
    expect((await post('verify', { Identifier: '254700001201', otp: 1234 }, '10.7.9.1')).statusCode).toBe(
      429,
    );
  });
});
