// USSD menus 3 to 5 through the callback exactly as the gateway sends it (issue 29): a claim's status and
// a loss reported in short steps (a claim the client completes in the app, and a lead for an agent's
// call), a renewal in its window paid from this phone, and Call me back as a lead on the back office's
// leads desk, in English and Kiswahili.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LeadListSchema } from '../../../../src/domain/api/admin-leads';
import { claimRequestMessages } from '../../../../src/domain/claims/claim-request';
import { claimSectionMessages } from '../../../../src/domain/claims/claim-sections';
import { perilNames, perils } from '../../../../src/domain/claims/perils';
import { readInLanguage } from '../../../../src/domain/language/current-language';
import { ussdMessages } from '../../../../src/domain/ussd/ussd-messages';
import { queryRows } from '../../../../src/server/db/query-rows';
import { setupTestApp, testConfig } from '../../../helpers/server-app';
import { freshLimitsForEachTest, testClock } from '../../../helpers/server-clock';
import { bearer } from '../../../helpers/server-desk';
import { setupTestMpesa } from '../../../helpers/server-mpesa';
import { operatorToken, readyOperator } from '../../../helpers/server-operators';
import {
  buyAndPayCover,
  quoteFor,
  stkRequestsOf,
  TEST_CALLBACK_TOKEN,
} from '../../../helpers/server-payments';
import { captureSms } from '../../../helpers/server-sms';
import { uniqueMsisdn } from '../../../helpers/server-users';
import { ussdGateway } from '../../../helpers/ussd-gateway';

const clock = testClock();
const sms = captureSms();
const context = setupTestApp({
  config: testConfig({ MPESA_CALLBACK_TOKEN: TEST_CALLBACK_TOKEN }),
  clock,
  sms: sms.sender,
  mpesa: setupTestMpesa(),
});
freshLimitsForEachTest(clock);
beforeAll(async () => {
  await context.app.listen({ host: '127.0.0.1', port: 0 });
});

const { phone } = ussdGateway(() => context.app);
const en = <T>(read: () => T) => readInLanguage('en', read);
const sw = <T>(read: () => T) => readInLanguage('sw', read);

const DAY_MS = 24 * 60 * 60 * 1000;

/** A phone with a paid cover, its account speaking `language`. */
async function holderWithCover(language: 'en' | 'sw' = 'en') {
  const msisdn = uniqueMsisdn();
  const quotation = await quoteFor(context.app);
  const { coverId } = await buyAndPayCover(context.app, quotation, msisdn, {
    headers: { 'accept-language': language === 'sw' ? 'sw-KE,sw;q=0.9' : 'en-KE,en;q=0.9' },
  });
  return { msisdn, coverId };
}

const leadsOf = (msisdn: string) =>
  queryRows<{ id: string; reason: string; claim_id: string | null; language: string }>(
    context.database.db,
    sql`select id, reason, claim_id, language from leads where msisdn = ${msisdn} and called_at is null`,
  );

let agent: Awaited<ReturnType<typeof readyOperator>>;
beforeAll(async () => {
  agent = await readyOperator(context.app, context.database, clock, 'agent');
});
/** A fresh sign-in: every test moves the clock past the hourly limits, and past a desk session's idle time. */
const operatorHeaders = async () => bearer(await operatorToken(context.app, clock, agent));

async function leadsDesk() {
  const response = await context.app.inject({
    method: 'GET',
    url: '/api/admin/leads',
    headers: await operatorHeaders(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return LeadListSchema.parse(response.json());
}

describe('3. Claims by USSD', () => {
  it('reports a loss in short steps: a claim in the portal, a lead for a call, and its status and next step', async () => {
    const { msisdn, coverId } = await holderWithCover();
    const caller = phone(msisdn);
    expect(await caller.dial()).toContain('3. Claims');
    expect(await caller.answer('3')).toBe(`CON ${en(() => ussdMessages.claimsChoices)}`);
    // One policy in force: straight to what happened.
    const perils = await caller.answer('2');
    expect(perils).toMatch(/^CON What happened\?\n1\. Fire and explosion\n2\. Burglary and theft/);
    expect(await caller.answer('2')).toContain(en(() => ussdMessages.lossSectionTitle));
    expect(await caller.answer('2')).toBe(`CON ${en(() => ussdMessages.lossAmount)}`);
    expect(await caller.answer('25000')).toBe(`CON ${en(() => ussdMessages.lossWhen)}`);
    expect(await caller.answer('31/02/2026')).toContain(en(() => ussdMessages.lossWhenInvalid));
    // Today: the cover began with its payment, today too (yesterday would be before it, and refused).
    expect(await caller.answer('1')).toBe(`CON ${en(() => ussdMessages.lossDescription)}`);
    // The portal's own rule, in its words.
    expect(await caller.answer('Phone stolen')).toContain(en(() => claimRequestMessages.descriptionTooShort));
    const done = await caller.answer('My phone was stolen from my bag in a matatu at Kencom');
    expect(done).toMatch(/^END Claim CLM-[0-9A-F]{8} received\. An agent will call you/);

    const [claim] = await queryRows<{ id: string; peril: string; status: string; place: string }>(
      context.database.db,
      sql`select id, peril, status, place from claims where cover_id = ${coverId}`,
    );
    expect(claim).toMatchObject({ peril: 'burglary_theft', status: 'received', place: 'Kilimani' });
    const [item] = await queryRows<{ section: string; estimated_loss: number }>(
      context.database.db,
      sql`select section, estimated_loss from claim_items where claim_id = ${claim?.id}`,
    );
    expect(item).toEqual({ section: 'portable', estimated_loss: 25000 });
    // The agent's call: a lead on the desk naming the claim.
    expect(await leadsOf(msisdn)).toEqual([
      expect.objectContaining({ reason: 'claim', claim_id: claim?.id, language: 'en' }),
    ]);
    const desk = await leadsDesk();
    expect(desk.open.find((lead) => lead.msisdn === msisdn)).toMatchObject({
      reason: 'claim',
      channel: 'ussd',
      claim_reference: done.match(/CLM-[0-9A-F]{8}/)?.[0],
    });
    // Both things this phone did are on the desk's USSD list.
    // (The test's clock stands still: both at one instant, in either order.)
    const actions = desk.ussd_actions.filter((action) => action.msisdn === msisdn);
    expect(actions).toHaveLength(2);
    expect(actions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'call_back', claim_id: claim?.id }),
        expect.objectContaining({ action: 'claim', claim_id: claim?.id, cover_id: coverId }),
      ]),
    );

    const again = phone(msisdn);
    await again.dial();
    await again.answer('3');
    const list = await again.answer('1');
    expect(list).toMatch(/^CON Your latest claims:\n1\. CLM-[0-9A-F]{8} Received\n0\. Back$/);
    expect(await again.answer('1')).toMatch(/^END Claim CLM-[0-9A-F]{8}: Received\. Next: \S/);
  });

  it('makes one claim when two copies of the last step race (a gateway retry while the first works)', async () => {
    const { msisdn, coverId } = await holderWithCover();
    const caller = phone(msisdn);
    await caller.dial();
    for (const input of ['3', '2', '1', '1', '40000', '1']) await caller.answer(input);
    const words = 'A fire in the kitchen burnt the cooker and the cupboards above it';
    const [first, second] = await Promise.all([caller.answer(words), caller.retry()]);
    const claims = await queryRows<{ id: string }>(
      context.database.db,
      sql`select id from claims where cover_id = ${coverId}`,
    );
    expect(claims).toHaveLength(1);
    // Both copies end the session; at least one names the claim, and a copy that came while the first
    // was still at work says so in the app's words rather than making another.
    expect(first).toMatch(/^END /);
    expect(second).toMatch(/^END /);
    expect([first, second].some((screen) => /^END Claim CLM-[0-9A-F]{8} received\./.test(screen))).toBe(true);
    expect(await caller.retry()).toMatch(/^END Claim CLM-[0-9A-F]{8} received\./);
  });

  it('asks where it happened when the cover names no place, and another section when the cover does not insure the one chosen', async () => {
    const msisdn = uniqueMsisdn();
    const quotation = await quoteFor(context.app);
    // A tenant's cover with no location and nothing carried about insured.
    const { coverId } = await buyAndPayCover(context.app, quotation, msisdn, {
      body: (body) => ({ ...body, cover: { ...body.cover, location: '', value_of_portable_items: 0 } }),
    });
    const caller = phone(msisdn);
    await caller.dial();
    for (const input of ['3', '2', '2']) await caller.answer(input);
    // Items carried about: not insured by this cover, said in the app's words, and the sections again.
    await caller.answer('2');
    await caller.answer('30000');
    await caller.answer('1');
    expect(await caller.answer('My phone was stolen from my bag in a matatu at Kencom')).toBe(
      `CON ${en(() => ussdMessages.lossPlace)}`,
    );
    const refused = await caller.answer('Kencom, Nairobi');
    expect(refused).toContain(en(() => ussdMessages.lossSectionTitle));
    expect(refused).toMatch(
      new RegExp(`^CON ${en(() => claimSectionMessages.sectionNotInsured('portable'))}\n`),
    );
    await caller.answer('1');
    await caller.answer('30000');
    await caller.answer('1');
    expect(await caller.answer('My phone was stolen from my bag in a matatu at Kencom')).toMatch(
      /^END Claim CLM-[0-9A-F]{8} received\./,
    );
    const [claim] = await queryRows<{ place: string }>(
      context.database.db,
      sql`select place from claims where cover_id = ${coverId}`,
    );
    expect(claim?.place).toBe('Kencom, Nairobi');
  });

  it('speaks Kiswahili to an account that does, and a phone without a policy in force cannot report', async () => {
    const { msisdn } = await holderWithCover('sw');
    const caller = phone(msisdn);
    expect(await caller.dial()).toContain(`3. ${sw(() => ussdMessages.claimsMenu)}`);
    expect(await caller.answer('3')).toBe(`CON ${sw(() => ussdMessages.claimsChoices)}`);
    expect(await caller.answer('1')).toBe(`END ${sw(() => ussdMessages.noClaims)}`);
    // Every peril on one screen, in the longer language too.
    const reporter = phone(msisdn);
    await reporter.dial();
    await reporter.answer('3');
    expect(await reporter.answer('2')).toBe(
      `CON ${sw(() => [ussdMessages.lossPerilTitle, ...perils.map((peril, index) => `${index + 1}. ${perilNames[peril]}`)].join('\n'))}`,
    );

    const stranger = phone();
    await stranger.dial();
    await stranger.answer('1');
    await stranger.answer('3');
    expect(await stranger.answer('2')).toBe(`END ${en(() => ussdMessages.lossNoCover)}`);
  });
});

describe('4. Renew by USSD', () => {
  it('renews a policy in its window with the same items, prompting this phone; none outside it', async () => {
    const { msisdn, coverId } = await holderWithCover();
    const early = phone(msisdn);
    await early.dial();
    expect(await early.answer('4')).toBe(`END ${en(() => ussdMessages.renewNone)}`);

    const [cover] = await queryRows<{ reference: string }>(
      context.database.db,
      sql`select reference from covers where id = ${coverId}`,
    );
    // A year's cover from its payment today: 350 days on, its end is about two weeks away and the
    // renewal window (30 days) is open.
    clock.advance(350 * DAY_MS);
    const caller = phone(msisdn);
    await caller.dial();
    expect(await caller.answer('4')).toMatch(
      new RegExp(`^CON Renew which policy\\?\\n1\\. ${cover?.reference}, ends \\d+ \\w+ \\d{4}\\n0\\. Back$`),
    );
    const confirm = await caller.answer('1');
    expect(confirm).toMatch(
      new RegExp(`^CON Renew ${cover?.reference} for KSh [\\d,]+ a year from \\d+ \\w+ \\d{4}, by M-Pesa`),
    );
    const sent = await caller.answer('1');
    expect(sent).toMatch(/^END Enter your M-Pesa PIN when asked, to pay KSh [\d,]+\./);
    const [renewal] = await queryRows<{ id: string; status: string }>(
      context.database.db,
      sql`select id, status from covers where renews_cover_id = ${coverId}`,
    );
    expect(renewal?.status).toBe('inactive');
    const [prompt] = await queryRows<{ msisdn: string }>(
      context.database.db,
      sql`select msisdn from stk_requests where cover_id = ${renewal?.id}`,
    );
    expect(prompt?.msisdn).toBe(msisdn);
    // The purchase's prompt and the renewal's: one each, to this phone.
    expect(await stkRequestsOf(context.database, msisdn)).toBe(2);
    const desk = await leadsDesk();
    const actions = desk.ussd_actions.filter((action) => action.msisdn === msisdn);
    expect(actions).toHaveLength(2);
    expect(actions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'payment_prompt', cover_id: renewal?.id }),
        expect.objectContaining({ action: 'renewal', cover_id: renewal?.id }),
      ]),
    );
  });
});

describe('5. Call me back by USSD', () => {
  it('leaves one lead per reason on the leads desk until an agent marks it called', async () => {
    const caller = phone();
    await caller.dial();
    await caller.answer('2');
    const reasons = await caller.answer('5');
    expect(reasons).toBe(
      `CON ${sw(() => ussdMessages.callBackTitle)}\n1. Kununua bima\n2. Dai au hasara\n3. Bima yangu au malipo\n4. Jambo lingine\n${sw(() => ussdMessages.back)}`,
    );
    expect(await caller.answer('1')).toBe(`END ${sw(() => ussdMessages.callBackAsked)}`);

    const again = phone(caller.msisdn);
    await again.dial();
    await again.answer('2');
    await again.answer('5');
    expect(await again.answer('1')).toBe(`END ${sw(() => ussdMessages.callBackAlready)}`);
    const [lead] = await leadsOf(caller.msisdn);
    expect(await leadsOf(caller.msisdn)).toHaveLength(1);
    expect(lead).toMatchObject({ reason: 'buying', language: 'sw', claim_id: null });

    const called = await context.app.inject({
      method: 'POST',
      url: `/api/admin/leads/${lead?.id}/called`,
      headers: await operatorHeaders(),
      payload: { note: 'Quoted a tenant cover; will buy on Friday.' },
    });
    expect(called.statusCode, called.body).toBe(200);
    const desk = await leadsDesk();
    expect(desk.open.some((open) => open.id === lead?.id)).toBe(false);
    expect(desk.called.find((done) => done.id === lead?.id)).toMatchObject({
      note: 'Quoted a tenant cover; will buy on Friday.',
      called_by: expect.stringContaining('@kinga.example'),
    });
    const [audit] = await queryRows<{ action: string }>(
      context.database.db,
      sql`select action from operator_audit where target_id = ${lead?.id}`,
    );
    expect(audit?.action).toBe('lead.called');
    const twice = await context.app.inject({
      method: 'POST',
      url: `/api/admin/leads/${lead?.id}/called`,
      headers: await operatorHeaders(),
      payload: {},
    });
    expect(twice.statusCode).toBe(409);

    // Called, a new request is a new lead.
    const later = phone(caller.msisdn);
    await later.dial();
    await later.answer('2');
    await later.answer('5');
    expect(await later.answer('1')).toBe(`END ${sw(() => ussdMessages.callBackAsked)}`);
  });

  it('is the back office only: a client or nobody cannot read the leads', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/admin/leads' });
    expect(response.statusCode).toBe(401);
  });
});
