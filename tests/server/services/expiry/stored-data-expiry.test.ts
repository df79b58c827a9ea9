// Idempotency keys and quotations are not kept forever: a clean-up pass (run every hour by main.ts, on
// any number of instances) forgets keys a day after their request and quotations nobody bought from or
// left details with after 30 days, USSD sessions after a day, and a lead 90 days after its call. The clock is moved instead of waited for.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { QuoteResponseSchema } from '../../../../src/domain/api';
import { DEVELOPMENT_USSD_TOKEN } from '../../../../src/server/config';
import { queryRows } from '../../../../src/server/db/query-rows';
import {
  CALLED_LEAD_LIFETIME_MS,
  createStoredDataExpiry,
  IDEMPOTENCY_KEY_LIFETIME_MS,
  QUOTATION_LIFETIME_MS,
  USSD_SESSION_LIFETIME_MS,
} from '../../../../src/server/services/expiry/stored-data-expiry';
import { createRepositories } from '../../../../src/server/services/repositories';
import { setupTestApp } from '../../../helpers/server-app';
import { testClock } from '../../../helpers/server-clock';
import { buyBody, countRows, tenantCover } from '../../../helpers/server-payments';
import { uniqueMsisdn } from '../../../helpers/server-users';

const clock = testClock();
const context = setupTestApp({ clock });
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const expiry = () => createStoredDataExpiry({ repositories: createRepositories(context.database.db), clock });

function quote(key?: string, payload: object = tenantCover) {
  return context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/quotations/quote',
    payload,
    headers: key ? { 'idempotency-key': key } : {},
  });
}

const quotationExists = async (id: string) =>
  (await countRows(context.database, sql`select count(*) as count from quotations where id = ${id}`)) === 1;

describe('stored data expiry', () => {
  it('replays an Idempotency-Key for a day, then forgets it', async () => {
    const first = await quote('expiry-key-1');
    expect(first.statusCode).toBe(200);

    clock.advance(IDEMPOTENCY_KEY_LIFETIME_MS - HOUR);
    await expiry().expireOnce();
    const withinADay = await quote('expiry-key-1');
    expect(withinADay.headers['idempotent-replayed']).toBe('true');
    expect(withinADay.json()).toEqual(first.json());

    clock.advance(2 * HOUR);
    const removed = await expiry().expireOnce();
    expect(removed.idempotencyKeys).toBeGreaterThanOrEqual(1);
    // The key is free again: the same key with another body is a new request, not a 422.
    const afterADay = await quote('expiry-key-1', { ...tenantCover, value_of_portable_items: 90_000 });
    expect(afterADay.statusCode).toBe(200);
    expect(afterADay.headers['idempotent-replayed']).toBeUndefined();
  });

  it('forgets a quotation nobody used after 30 days, and keeps one a cover was bought from or a lead saved from', async () => {
    const unused = QuoteResponseSchema.parse((await quote()).json()).data;
    const leadFrom = QuoteResponseSchema.parse((await quote()).json()).data;
    const boughtFrom = QuoteResponseSchema.parse((await quote()).json()).data;
    const lead = await context.app.inject({
      method: 'POST',
      url: '/api/home-insurance/quotations/',
      payload: {
        quotation_id: leadFrom.id,
        product_id: leadFrom.products[0]?.id,
        user: buyBody(leadFrom, uniqueMsisdn()).user,
      },
    });
    expect(lead.statusCode, lead.body).toBe(201);
    const bought = await context.app.inject({
      method: 'POST',
      url: '/api/home-insurance/quotations/buy-product',
      payload: buyBody(boughtFrom, uniqueMsisdn()),
    });
    expect(bought.statusCode, bought.body).toBe(200);

    clock.advance(QUOTATION_LIFETIME_MS - DAY);
    await expiry().expireOnce();
    expect(await quotationExists(unused.id)).toBe(true);

    clock.advance(2 * DAY);
    const removed = await expiry().expireOnce();
    expect(removed.quotations).toBeGreaterThanOrEqual(1);
    expect(await quotationExists(unused.id)).toBe(false);
    expect(await quotationExists(leadFrom.id)).toBe(true);
    expect(await quotationExists(boughtFrom.id)).toBe(true);
    // A client holding the old quotation is told it is gone, in the spec's words.
    const late = await context.app.inject({
      method: 'POST',
      url: '/api/home-insurance/quotations/',
      payload: {
        quotation_id: unused.id,
        product_id: unused.products[0]?.id,
        user: buyBody(unused, uniqueMsisdn()).user,
      },
    });
    expect(late.statusCode).toBe(404);
  });

  it('lets several instances clean up at once: each row is removed once and no pass fails', async () => {
    for (let index = 0; index < 5; index += 1) await quote(`expiry-many-${index}`);
    clock.advance(QUOTATION_LIFETIME_MS + DAY);
    const passes = await Promise.all([expiry().expireOnce(), expiry().expireOnce(), expiry().expireOnce()]);
    const keys = passes.reduce((sum, pass) => sum + pass.idempotencyKeys, 0);
    const quotations = passes.reduce((sum, pass) => sum + pass.quotations, 0);
    expect(keys).toBeGreaterThanOrEqual(5);
    expect(quotations).toBeGreaterThanOrEqual(5);
    expect(await expiry().expireOnce()).toEqual({
      idempotencyKeys: 0,
      quotations: 0,
      ussdSessions: 0,
      calledLeads: 0,
      ussdActions: 0,
    });
  });

  it('forgets a USSD session a day after its last step', async () => {
    const sessionId = `ATUid_expiry_${Date.now()}`;
    const step = await context.app.inject({
      method: 'POST',
      url: `/api/ussd/${DEVELOPMENT_USSD_TOKEN}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        sessionId,
        serviceCode: '*519*87#',
        phoneNumber: `+${uniqueMsisdn()}`,
        text: '',
      }).toString(),
    });
    expect(step.body).toMatch(/^CON /);
    const stored = () =>
      countRows(
        context.database,
        sql`select count(*) as count from ussd_sessions where session_id = ${sessionId}`,
      );
    clock.advance(USSD_SESSION_LIFETIME_MS - HOUR);
    await expiry().expireOnce();
    expect(await stored()).toBe(1);
    clock.advance(2 * HOUR);
    expect((await expiry().expireOnce()).ussdSessions).toBeGreaterThanOrEqual(1);
    expect(await stored()).toBe(0);
  });

  it('forgets a lead 90 days after it was called, and never one still waiting; a USSD action after 90 days', async () => {
    const repositories = createRepositories(context.database.db);
    const [waiting, called] = [uniqueMsisdn(), uniqueMsisdn()];
    for (const msisdn of [waiting, called])
      await repositories.leads.add({
        msisdn,
        reason: 'other',
        channel: 'ussd',
        language: 'en',
        claimId: null,
        askedAt: clock.now(),
      });
    const [lead] = await repositories.leads
      .open()
      .then((open) => open.filter((row) => row.lead.msisdn === called));
    const [operator] = await queryRows<{ id: string }>(
      context.database.db,
      sql`insert into operators (name, email, role) values ('Lead caller', ${`caller${Date.now()}@kinga.example`}, 'agent') returning id`,
    );
    await repositories.leads.markCalled(lead?.lead.id ?? '', operator?.id ?? '', null, clock.now());
    await repositories.ussdActions.add({ msisdn: called, action: 'call_back', at: clock.now() });
    const actionsOf = (msisdn: string) =>
      countRows(context.database, sql`select count(*) as count from ussd_actions where msisdn = ${msisdn}`);
    const leadsOf = (msisdn: string) =>
      countRows(context.database, sql`select count(*) as count from leads where msisdn = ${msisdn}`);
    clock.advance(CALLED_LEAD_LIFETIME_MS - HOUR);
    await expiry().expireOnce();
    expect(await leadsOf(called)).toBe(1);
    expect(await actionsOf(called)).toBe(1);
    clock.advance(2 * HOUR);
    expect((await expiry().expireOnce()).calledLeads).toBeGreaterThanOrEqual(1);
    expect(await leadsOf(called)).toBe(0);
    expect(await leadsOf(waiting)).toBe(1);
    expect(await actionsOf(called)).toBe(0);
  });
});
