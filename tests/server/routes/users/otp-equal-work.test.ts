// POST otp/request and otp/verify must answer in the same time whether or not an account exists.
// Wall or CPU time would make a flaky test on this shared 2-core machine (other runs, garbage collection,
// PGlite running in the same process), and a difference of a millisecond would hide in its noise. What
// decides the time is the work done, so this counts it: every SQL statement each request runs, read from a
// Drizzle query logger on the app's own database, must be the same list, in the same order, for a client
// and for a stranger (a mutation adding one lookup for clients only fails it). The rest is microseconds: an
// HMAC of the code, run on both paths; the SMS, the one step that differs, is not awaited (otp-service.ts).

import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../../src/server/db/open-database';
import * as schema from '../../../../src/server/db/schema';
import { buildTestApp, openTestDatabase } from '../../../helpers/server-app';
import { captureSms } from '../../../helpers/server-sms';
import { createTestUser, uniqueMsisdn } from '../../../helpers/server-users';

const statements: string[] = [];
const logger = { logQuery: (query: string) => statements.push(query) };

/** The same database, seen through a Drizzle instance that reports every statement it sends. */
function counted(database: DatabaseHandle): DatabaseHandle {
  return database.driver === 'pglite'
    ? { ...database, db: drizzlePglite({ client: database.client, schema, logger }) }
    : { ...database, db: drizzlePostgres({ client: database.client, schema, logger }) };
}

const sms = captureSms();
let database: DatabaseHandle;
let app: FastifyInstance;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp({ database: counted(database), sms: sms.sender });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

let address = 0;
/** The statements one request runs, from an address of its own so per-address limits stay out of it. */
async function statementsOf(
  path: 'otp/request' | 'otp/verify' | 'forgot-password' | 'reset-password',
  payload: Record<string, unknown>,
) {
  statements.length = 0;
  const response = await app.inject({
    method: 'POST',
    url: `/api/home-insurance/users/${path}`,
    payload,
    remoteAddress: `10.8.${Math.floor(address / 250)}.${(address++ % 250) + 1}`,
  });
  return { status: response.statusCode, statements: [...statements] };
}

type Measured = Awaited<ReturnType<typeof statementsOf>>;
type Identify = (client: { msisdn: string; email: string | null }) => string;

/**
 * One request for a client and one for a stranger, on fresh numbers, until both ran the same statements:
 * about one request in a hundred also prunes expired rate-limit or lock rows, which would differ by chance.
 * A real difference shows every time, so three tries in which none agree fail the test.
 */
async function compare(identify: Identify, strangerOf: (msisdn: string) => string, step: Step) {
  const tries: { client: Measured; stranger: Measured }[] = [];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const client = await createTestUser(database);
    const strangerMsisdn = uniqueMsisdn();
    const pair = {
      client: await step(identify(client)),
      stranger: await step(strangerOf(strangerMsisdn)),
    };
    tries.push(pair);
    if (JSON.stringify(pair.client) === JSON.stringify(pair.stranger)) break;
  }
  const last = tries.at(-1);
  expect(last?.client.statements.length).toBeGreaterThan(0);
  expect(last?.stranger).toEqual(last?.client);
}

type Step = (identifier: string) => ReturnType<typeof statementsOf>;

const requestCode: Step = (identifier) => statementsOf('otp/request', { Identifier: identifier });
/** A code is asked for first (unmeasured), then '0000' is tried: the client's code only once in 10,000. */
const verifyWrongCode: Step = async (identifier) => {
  await statementsOf('otp/request', { Identifier: identifier });
  return statementsOf('otp/verify', { Identifier: identifier, otp: '0000' });
};
const requestResetCode: Step = (identifier) => statementsOf('forgot-password', { Identifier: identifier });
const resetWithWrongCode: Step = async (identifier) => {
  await statementsOf('forgot-password', { Identifier: identifier });
  return statementsOf('reset-password', {
    Identifier: identifier,
    otp: '0000',
    new_password: 'Mpya#2026',
    confirm_password: 'Mpya#2026',
  });
};

const byPhone: Identify = (client) => client.msisdn;
const byEmail: Identify = (client) => client.email ?? '';

describe('the sign-in and password reset endpoints do the same work whether or not an account exists', () => {
  it.each([
    ['a code request by phone', byPhone, (msisdn: string) => msisdn, requestCode],
    ['a code request by e-mail', byEmail, (msisdn: string) => `nobody.${msisdn}@mail.com`, requestCode],
    ['a wrong code by phone', byPhone, (msisdn: string) => msisdn, verifyWrongCode],
    ['a wrong code by e-mail', byEmail, (msisdn: string) => `nobody.${msisdn}@mail.com`, verifyWrongCode],
    ['a reset code request', byPhone, (msisdn: string) => msisdn, requestResetCode],
    ['a reset with a wrong code', byPhone, (msisdn: string) => msisdn, resetWithWrongCode],
  ] as const)(
    '%s runs the same SQL statements for a client and a stranger',
    async (_name, identify, stranger, step) => {
      await compare(identify, stranger, step);
    },
  );
});
