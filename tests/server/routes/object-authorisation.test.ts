// Object-level authorisation on every route with an id: the app's own route table, read from
// Fastify, must match this file's table, so a new route with a path parameter fails here until someone
// says who may not reach it and what they hear. Each refusal is tried against a real owner's real objects
// (a paid cover, its payment, a claim with a photo) and must answer its status without any of the
// owner's details; afterwards the owner's things are all still there.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ClaimFileResponseSchema } from '../../../src/domain/api/claims';
import { queryRows } from '../../../src/server/db/query-rows';
import { listRoutes } from '../../helpers/route-table';
import { jpegBytes, setupClaimsApp } from '../../helpers/server-claims';
import { operatorToken } from '../../helpers/server-operators';
import { callbackUrl, paidCallbackBody } from '../../helpers/server-payments';

const claims = setupClaimsApp();
const { context, auth, claimant, claimOf, upload, signedInOperator } = claims;

/** Who knocks: another signed-in client, nobody, the owner's own client token where only operators go, an
 * agent where only an admin goes, or a forger of M-Pesa's callback who does not know its token. */
type Who = 'another client' | 'anonymous' | 'owner as client' | 'agent' | 'forger';

interface Fixture {
  userId: string;
  coverId: string;
  checkoutId: string;
  claimId: string;
  fileId: string;
  email: string;
  exceptionId: string;
  adminId: string;
  leadId: string;
}

interface RouteCase {
  url: (f: Fixture) => string;
  payload?: object;
  /** Each knock and the status it must get; the body never carries the owner's details. */
  refusals: [Who, number][];
}

const items = {
  portable_items: [],
  value_of_portable_items: 0,
  house_hold_items: [],
  value_of_house_hold_items: 0,
};
const client = (status = 404): [Who, number][] => [['another client', status]];
// Operators may see every client's objects (their job); clients and strangers never reach /api/admin.
const backOffice: [Who, number][] = [
  ['anonymous', 401],
  ['owner as client', 401],
];
const adminOnly: [Who, number][] = [...backOffice, ['agent', 403]];
const home = '/api/home-insurance';

const cases: Record<string, RouteCase> = {
  'GET /api/home-insurance/users/:id': { url: (f) => `${home}/users/${f.userId}`, refusals: client() },
  'PUT /api/home-insurance/users/:id': {
    url: (f) => `${home}/users/${f.userId}`,
    payload: { first_name: 'Mallory' },
    refusals: client(),
  },
  'PUT /api/home-insurance/users/:id/language': {
    url: (f) => `${home}/users/${f.userId}/language`,
    payload: { language: 'sw' },
    refusals: client(),
  },
  'DELETE /api/home-insurance/users/:id': { url: (f) => `${home}/users/${f.userId}`, refusals: client() },
  'POST /api/home-insurance/users/:id/phone/verify': {
    url: (f) => `${home}/users/${f.userId}/phone/verify`,
    payload: { otp: 1234 },
    refusals: client(),
  },
  'POST /api/home-insurance/users/:id/phone/resend': {
    url: (f) => `${home}/users/${f.userId}/phone/resend`,
    refusals: client(),
  },
  'GET /api/home-insurance/users/:id/data': {
    url: (f) => `${home}/users/${f.userId}/data`,
    refusals: client(),
  },
  // Public by design (the wizard's returning-client check): masked hints only, never the full details.
  'GET /api/home-insurance/users/exists/:phoneOrEmail': {
    url: (f) => `${home}/users/exists/${f.email}`,
    refusals: [
      ['another client', 200],
      ['anonymous', 200],
    ],
  },
  'GET /api/home-insurance/covers/:id/receipt.pdf': {
    url: (f) => `${home}/covers/${f.coverId}/receipt.pdf`,
    refusals: client(),
  },
  'GET /api/home-insurance/covers/:id/cover-note.pdf': {
    url: (f) => `${home}/covers/${f.coverId}/cover-note.pdf`,
    refusals: client(),
  },
  // Public by design (the check printed on documents): a code, never an id; an unknown one is a 404, and a
  // known one names no one (cover-verification-routes.test.ts).
  'GET /api/home-insurance/verify/:code': {
    url: () => `${home}/verify/ABCDEFGHJK23`,
    refusals: [
      ['another client', 404],
      ['anonymous', 404],
    ],
  },
  'GET /api/home-insurance/covers/:id/schedule.pdf': {
    url: (f) => `${home}/covers/${f.coverId}/schedule.pdf`,
    refusals: client(),
  },
  'PUT /api/home-insurance/covers/:id/items': {
    url: (f) => `${home}/covers/${f.coverId}/items`,
    payload: { policyId: 'P', ...items },
    refusals: client(),
  },
  'POST /api/home-insurance/covers/:id/items/price': {
    url: (f) => `${home}/covers/${f.coverId}/items/price`,
    payload: { policyId: 'P', ...items },
    refusals: client(),
  },
  'POST /api/home-insurance/covers/:id/renewal-quote': {
    url: (f) => `${home}/covers/${f.coverId}/renewal-quote`,
    payload: items,
    refusals: client(),
  },
  'POST /api/home-insurance/covers/:id/renew': {
    url: (f) => `${home}/covers/${f.coverId}/renew`,
    payload: items,
    refusals: client(),
  },
  'GET /api/home-insurance/claims/:id': { url: (f) => `${home}/claims/${f.claimId}`, refusals: client() },
  'GET /api/home-insurance/claims/:id/files/:fileId': {
    url: (f) => `${home}/claims/${f.claimId}/files/${f.fileId}`,
    refusals: client(),
  },
  'PUT /api/home-insurance/claims/:id/uploads/:key': {
    url: (f) => `${home}/claims/${f.claimId}/uploads/${randomUUID()}?document_type=photo`,
    refusals: client(),
  },
  'GET /api/home-insurance/claims/claimable/:coverId': {
    url: (f) => `${home}/claims/claimable/${f.coverId}`,
    refusals: client(),
  },
  // Retry Payment needs the buying page's payment token or the holder's session (payment-access.test.ts).
  'POST /api/home-insurance/mpesa/stkpush/:coverId': {
    url: (f) => `${home}/mpesa/stkpush/${f.coverId}?msisdn=254711000111`,
    refusals: [
      ['another client', 403],
      ['anonymous', 403],
    ],
  },
  // Anyone may ask whether a payment went through; only the buyer sees which cover and which receipt.
  'POST /api/home-insurance/mpesa/stkstatus/:checkoutId': {
    url: (f) => `${home}/mpesa/stkstatus/${f.checkoutId}`,
    refusals: [
      ['another client', 200],
      ['anonymous', 200],
    ],
  },
  // The paybill to pay a purchase by: the buying page's payment token or the holder's session, as Retry.
  'GET /api/home-insurance/mpesa/paybill/:coverId': {
    url: (f) => `${home}/mpesa/paybill/${f.coverId}`,
    refusals: [
      ['another client', 403],
      ['anonymous', 403],
    ],
  },
  'POST /api/home-insurance/payments/paybill/:token/validation': {
    url: () => `${home}/payments/paybill/forged-token-forged-token-forged/validation`,
    refusals: [['forger', 404]],
  },
  'POST /api/home-insurance/payments/paybill/:token/confirmation': {
    url: () => `${home}/payments/paybill/forged-token-forged-token-forged/confirmation`,
    refusals: [['forger', 404]],
  },
  'POST /api/home-insurance/mpesa/callback/:token': {
    url: () => `${home}/mpesa/callback/forged-token-forged-token-forged`,
    refusals: [['forger', 404]],
  },
  'POST /api/home-insurance/mpesa/callback/:token/:reference': {
    url: () => `${home}/mpesa/callback/forged-token-forged-token-forged/${randomUUID()}`,
    refusals: [['forger', 404]],
  },
  'POST /api/home-insurance/payments/confirmation/:token': {
    url: () => callbackUrl('forged-token-forged-token-forged'),
    refusals: [['forger', 404]],
  },
  'POST /api/home-insurance/payments/confirmation/:token/:reference': {
    url: () => `${callbackUrl('forged-token-forged-token-forged')}/${randomUUID()}`,
    refusals: [['forger', 404]],
  },
  'POST /api/home-insurance/payments/confirmation/:token/:reference/transaction-status': {
    url: () => `${callbackUrl('forged-token-forged-token-forged')}/${randomUUID()}/transaction-status`,
    refusals: [['forger', 404]],
  },
  'POST /api/ussd/:token': {
    url: () => '/api/ussd/forged-token-forged-token-forged',
    refusals: [['forger', 404]],
  },
  'GET /api/admin/applications/:id': {
    url: (f) => `/api/admin/applications/${f.coverId}`,
    refusals: backOffice,
  },
  'POST /api/admin/applications/:id/approve': {
    url: (f) => `/api/admin/applications/${f.coverId}/approve`,
    refusals: backOffice,
  },
  'POST /api/admin/applications/:id/decline': {
    url: (f) => `/api/admin/applications/${f.coverId}/decline`,
    refusals: backOffice,
  },
  'POST /api/admin/applications/:id/request-info': {
    url: (f) => `/api/admin/applications/${f.coverId}/request-info`,
    refusals: backOffice,
  },
  'GET /api/admin/claims/:id': { url: (f) => `/api/admin/claims/${f.claimId}`, refusals: backOffice },
  'GET /api/admin/claims/:id/files/:fileId': {
    url: (f) => `/api/admin/claims/${f.claimId}/files/${f.fileId}`,
    refusals: backOffice,
  },
  'POST /api/admin/claims/:id/approve': {
    url: (f) => `/api/admin/claims/${f.claimId}/approve`,
    refusals: backOffice,
  },
  'POST /api/admin/claims/:id/decline': {
    url: (f) => `/api/admin/claims/${f.claimId}/decline`,
    refusals: backOffice,
  },
  'POST /api/admin/claims/:id/request-document': {
    url: (f) => `/api/admin/claims/${f.claimId}/request-document`,
    refusals: backOffice,
  },
  'POST /api/admin/claims/:id/settle': {
    url: (f) => `/api/admin/claims/${f.claimId}/settle`,
    refusals: backOffice,
  },
  'POST /api/admin/claims/:id/start-review': {
    url: (f) => `/api/admin/claims/${f.claimId}/start-review`,
    refusals: backOffice,
  },
  'POST /api/admin/operators/:id/disable': {
    url: (f) => `/api/admin/operators/${f.adminId}/disable`,
    refusals: adminOnly,
  },
  'POST /api/admin/operators/:id/unlock': {
    url: (f) => `/api/admin/operators/${f.adminId}/unlock`,
    refusals: adminOnly,
  },
  'POST /api/admin/payment-exceptions/:kind/:id/match': {
    url: (f) => `/api/admin/payment-exceptions/callback/${f.exceptionId}/match`,
    payload: { cover_id: randomUUID(), receipt: 'RCPTFORGED', note: 'mine now' },
    refusals: adminOnly,
  },
  // The owner's call-back request: any operator may mark it called, nobody else may.
  'POST /api/admin/leads/:id/called': {
    url: (f) => `/api/admin/leads/${f.leadId}/called`,
    payload: { note: 'called' },
    refusals: backOffice,
  },
  'POST /api/admin/payment-exceptions/:kind/:id/resolve': {
    url: (f) => `/api/admin/payment-exceptions/callback/${f.exceptionId}/resolve`,
    payload: { note: 'nothing to see' },
    refusals: adminOnly,
  },
};

let owner: Awaited<ReturnType<typeof claimant>>;
let fixture: Fixture;
let tokens: Record<Who, () => Promise<string | undefined>>;
/** What must never appear in a refusal: the owner's phone (any form), e-mail, receipt, name and claim. */
let secrets: string[];

async function firstId(query: ReturnType<typeof sql>): Promise<string> {
  const [row] = await queryRows<{ id: string }>(context.database.db, query);
  if (!row) throw new Error('fixture row missing');
  return row.id;
}

beforeAll(async () => {
  owner = await claimant();
  const stranger = await claimant();
  const claim = await claimOf(owner);
  const stored = await upload(owner.token, claim.id, { bytes: jpegBytes });
  expect(stored.statusCode, stored.body).toBe(201);
  const agent = await signedInOperator('agent');
  const admin = await signedInOperator('admin');
  // A callback for a prompt nobody sent: the payment exception an admin would match to a cover.
  const stray = `ws_CO_${randomUUID()}`;
  await context.app.inject({ method: 'POST', url: callbackUrl(), payload: paidCallbackBody(stray, 100) });
  fixture = {
    userId: await firstId(sql`select id from users where msisdn = ${owner.holder}`),
    coverId: owner.coverId,
    checkoutId: await firstId(
      sql`select checkout_request_id as id from stk_requests where cover_id = ${owner.coverId}`,
    ),
    claimId: claim.id,
    fileId: ClaimFileResponseSchema.parse(stored.json()).data.id,
    email: owner.email,
    exceptionId: await firstId(
      sql`select id from unmatched_mpesa_callbacks where checkout_request_id = ${stray}`,
    ),
    adminId: await firstId(sql`select id from operators where email = ${admin.email}`),
    leadId: await firstId(
      sql`insert into leads (msisdn, reason, channel, language, asked_at)
          values (${owner.holder}, 'policy', 'ussd', 'en', now()) returning id`,
    ),
  };
  tokens = {
    'another client': async () => stranger.token,
    anonymous: async () => undefined,
    'owner as client': async () => owner.token,
    // Signed in at the knock: each test moves the clock 2 hours, past an operator session's 30 idle minutes.
    agent: () => operatorToken(context.app, claims.clock, agent),
    forger: async () => undefined,
  };
  secrets = [
    owner.holder,
    `0${owner.holder.slice(3)}`,
    owner.email,
    owner.receipt ?? 'no receipt: the fixture is wrong',
    // The buyer's name (buyBody's), the claim's place and words.
    'Wanjiru',
    'Kilimani',
    'forced at night',
  ];
});

describe('object-level authorisation', () => {
  it('has a case for every route with a path parameter, and no case for a route that is gone', () => {
    const withId = listRoutes(context.app).filter((route) => route.includes('/:'));
    expect(withId).toEqual(Object.keys(cases).sort());
  });

  for (const [route, routeCase] of Object.entries(cases)) {
    const [method, path] = route.split(' ') as [InjectOptions['method'], string];
    const knocks = routeCase.refusals.map(([who, status]) => `${who} ${status}`).join(', ');
    it(`${method} ${path}: ${knocks}, none of the owner’s details`, async () => {
      for (const [who, status] of routeCase.refusals) {
        const token = await tokens[who]();
        const isUpload = path.includes('/uploads/');
        const response = await context.app.inject({
          method,
          url: routeCase.url(fixture),
          headers: {
            ...(token ? auth(token) : {}),
            ...(isUpload ? { 'content-type': 'image/jpeg' } : {}),
          },
          ...(isUpload ? { payload: jpegBytes } : routeCase.payload ? { payload: routeCase.payload } : {}),
        });
        expect(response.statusCode, `${who}: ${response.body}`).toBe(status);
        for (const secret of secrets) expect(response.body, who).not.toContain(secret);
      }
    });
  }

  it('leaves the owner’s account, cover, claim and file as they were', async () => {
    const read = (url: string) => context.app.inject({ method: 'GET', url, headers: auth(owner.token) });
    const profile = await read(`${home}/users/${fixture.userId}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.body).not.toContain('Mallory');
    const claim = await read(`${home}/claims/${fixture.claimId}`);
    expect(claim.statusCode).toBe(200);
    // One photo: the other client's upload was never stored.
    expect((await claims.claimRowsOf(fixture.claimId)).files).toHaveLength(1);
    expect((await read(`${home}/claims/${fixture.claimId}/files/${fixture.fileId}`)).statusCode).toBe(200);
    expect((await read(`${home}/covers/${fixture.coverId}/receipt.pdf`)).statusCode).toBe(200);
    const [operator] = await queryRows<{ disabled_at: string | null }>(
      context.database.db,
      sql`select disabled_at from operators where id = ${fixture.adminId}`,
    );
    expect(operator?.disabled_at).toBeNull();
  });
});
