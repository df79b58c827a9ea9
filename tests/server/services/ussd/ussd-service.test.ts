// A USSD step never hangs and never fails the gateway: a dependency that is down or too slow gets the
// phone a polite END in time (the gateway waits 10 s, then drops the session). The database and the
// rate limits are the real ones; what is down is the world the menus read (a cover listing that never
// answers, one that fails).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readInLanguage } from '../../../../src/domain/language/current-language';
import { ussdMessages } from '../../../../src/domain/ussd/ussd-messages';
import type { DatabaseHandle } from '../../../../src/server/db/open-database';
import { createRateLimiter } from '../../../../src/server/services/rate-limit/rate-limiter';
import { createRepositories } from '../../../../src/server/services/repositories';
import { createUssdService } from '../../../../src/server/services/ussd/ussd-service';
import type { UssdWorld } from '../../../../src/server/services/ussd/ussd-steps';
import { openTestDatabase } from '../../../helpers/server-app';
import { testClock } from '../../../helpers/server-clock';
import { createTestUser, uniqueMsisdn } from '../../../helpers/server-users';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

// The menus this test does not reach.
const unused = () => Promise.reject(new Error('not used here'));

const unavailable = `END ${readInLanguage('en', () => ussdMessages.unavailable)}`;

function serviceWith(coversOf: UssdWorld['coversOf'], warnings: object[] = []) {
  const repositories = createRepositories(database.db);
  const clock = testClock();
  return createUssdService({
    sessions: repositories.ussdSessions,
    rateLimiter: createRateLimiter({ counters: repositories.rateLimits, clock }),
    clock,
    log: { warn: (details) => warnings.push(details) },
    answerWithinMs: 300,
    world: {
      account: (msisdn) => repositories.users.findByMsisdn(msisdn),
      recordLanguage: (userId, language) => repositories.users.recordLanguage(userId, language),
      quote: unused,
      buy: unused,
      paybillNumber: unused,
      payDue: unused,
      checkLinkOf: unused,
      pageLink: (path) => path,
      sendDocumentsSms: unused,
      coversOf,
      claimsOf: unused,
      reportLoss: unused,
      renewalQuote: unused,
      renew: unused,
      askCallBack: unused,
    },
  });
}

async function myPolicies(service: ReturnType<typeof serviceWith>, msisdn: string) {
  const sessionId = `ATUid_${msisdn}`;
  const step = (text: string) =>
    service.answer({ sessionId, serviceCode: '*519*87#', phoneNumber: `+${msisdn}`, text });
  await step('');
  const started = Date.now();
  const screen = await step('2');
  return { screen, ms: Date.now() - started };
}

describe('a USSD step whose dependency is down', () => {
  it('answers a polite END in time when the dependency hangs', async () => {
    const holder = await createTestUser(database, { msisdn: uniqueMsisdn() });
    const warnings: object[] = [];
    const { screen, ms } = await myPolicies(
      serviceWith(() => new Promise(() => {}), warnings),
      holder.msisdn,
    );
    expect(screen).toBe(unavailable);
    // Its wait is 300 ms here; the rest is the step's own work, on a machine that may be busy.
    expect(ms).toBeLessThan(5_000);
    // Logged without the phone or the screen.
    expect(JSON.stringify(warnings)).not.toContain(holder.msisdn);
    expect(warnings).toEqual([{ error: 'too slow' }]);
  });

  it('answers a polite END when the dependency fails', async () => {
    const holder = await createTestUser(database, { msisdn: uniqueMsisdn() });
    const failing = serviceWith(() => Promise.reject(new Error('connection refused')));
    expect((await myPolicies(failing, holder.msisdn)).screen).toBe(unavailable);
  });

  it('answers a phone number that is not Kenyan with the polite END, storing nothing', async () => {
    const service = serviceWith(() => Promise.resolve([]));
    expect(
      await service.answer({
        sessionId: 'ATUid_x',
        serviceCode: '*519*87#',
        phoneNumber: '+15551234567',
        text: '',
      }),
    ).toBe(unavailable);
  });
});
