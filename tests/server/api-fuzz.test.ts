// Generated bodies, path parameters, query strings and headers thrown at every /api
// endpoint. Whatever arrives, the answer is never a 5xx, a 4xx is always in the API's error shape, and no
// request spends more than 100 ms of CPU. A new endpoint fails the first test until it is added to the table.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema, StkPushResponseSchema } from '../../src/domain/api';
import { DEVELOPMENT_USSD_TOKEN } from '../../src/server/config';
import {
  CPU_BUDGET_MS,
  conciseReport,
  SLOW_ANSWER_MS,
  sendWithinBudget,
  toRequest,
} from '../helpers/api-fuzz-requests';
import { fuzzRuns } from '../helpers/fuzz-runs';
import {
  type BodyInput,
  bodyOf,
  boundaryNumber,
  fieldOf,
  hostileText,
  leaf,
  malformedUrlText,
  objectShape,
  type Shape,
  wrongType,
} from '../helpers/hostile-inputs';
import { listRoutes } from '../helpers/route-table';
import { setupTestApp, testConfig } from '../helpers/server-app';
import { buyBody, quoteFor, TEST_CALLBACK_TOKEN } from '../helpers/server-payments';

const context = setupTestApp({ config: testConfig({ MPESA_CALLBACK_TOKEN: TEST_CALLBACK_TOKEN }) });

interface Fixtures {
  quotationId: string;
  productIds: string[];
  coverId: string;
  checkoutId: string;
}
const fixtures = {} as Fixtures;

// Plain numbers only: the simulator gives numbers ending 0503 a 502 and 0408 a 6 s wait on purpose.
const phone = fc.constantFrom('0712345678', '254711222333', '+254 722 000 111', '0110 123 456', '712000999');
const email = fc.constantFrom('wanjiru@mail.com', 'Otieno.O@Example.CO.KE', 'a@b.co');
// The OTP endpoints also limit per phone (10 checks in 15 minutes), so most of their cases name a number
// or address of their own; no prompt is sent for these, so the simulator's magic endings do not matter.
const otpIdentifier = fc.oneof(
  phone,
  email,
  fc.integer({ min: 0, max: 99_999_999 }).map((n) => `07${String(n).padStart(8, '0')}`),
  fc.integer({ min: 0, max: 99_999_999 }).map((n) => `user${n}@mail.com`),
);
// Forgot password takes any '+' and 10 to 15 digits (point 5), so numbers that are not Kenyan too.
const resetPhone = fc.oneof(
  fc.integer({ min: 0, max: 99_999_999 }).map((n) => `07${String(n).padStart(8, '0')}`),
  fc.constantFrom('+4915123456789', '123456789012345'),
);
// Up to KSh 20 M: large enough for premiums above M-Pesa's per-payment limit, which are refused before
// any prompt (a 4xx), never pushed for Daraja to refuse (a 502). And the boundary numbers, as
// numbers and as the numeric strings the schemas accept too.
const amount = fc.oneof(
  fc.integer({ min: 0, max: 20_000_000 }),
  fc.constantFrom('250000', ' 80000 '),
  boundaryNumber,
  boundaryNumber.map(String),
);
// A four-digit code's edges, and numbers no code is.
const otpCode = fc.oneof(
  fc.integer({ min: 0, max: 9999 }),
  fc.constantFrom('0012', '1234', 10_000, -1),
  boundaryNumber,
);
const optional = { requiredKeys: [] as never[] };
const password = fc.constantFrom('Kinga#2026', 'Ab#1', 'password');
// A password is hashed with scrypt (32 MB, tens of milliseconds of CPU on purpose: it is what makes a
// stolen hash expensive to guess), so the routes that hash one get that much on top of the budget.
const PASSWORD_HASH_MS = 200;
const passwordRoutes = new Set([
  'POST /api/home-insurance/users/signup',
  'POST /api/home-insurance/users/login',
  'POST /api/home-insurance/users/reset-password',
  'POST /api/admin/setup',
  'POST /api/admin/login',
]);

const word = fc.constantFrom('Sofa', 'TV', 'Laptop', 'Fridge', 'Bed', 'Phone');
// A valid list is empty: listed values rarely add up to a generated total.
const items: Shape = {
  valid: fc.constant([]),
  any: fieldOf(fc.array(objectShape({ name: leaf(word), value: leaf(amount) }).any, { maxLength: 4 })),
};

const userFields = {
  name: leaf(fc.constantFrom('Wanjiru Kamau', 'Otieno')),
  msisdn: leaf(phone),
  email: leaf(email),
  id_number: leaf(fc.constantFrom('30123456', '1234567')),
  profession: leaf(word),
  address: leaf(fc.constantFrom('P.O. Box 1-00100, Nairobi')),
  kra_pin: leaf(fc.constantFrom('A001234567Z')),
};
const user = objectShape(userFields);

const quoteFields = {
  is_owner: leaf(fc.constantFrom('1', '0')),
  location: leaf(fc.constantFrom('Kilimani', 'Nyali')),
  value_of_property: leaf(amount),
  value_of_house_hold_items: leaf(amount),
  value_of_portable_items: leaf(amount),
  house_hold_items: items,
  portable_items: items,
};

const callbackBody = () =>
  objectShape({
    Body: objectShape({
      stkCallback: objectShape({
        MerchantRequestID: leaf(fc.constant('29115-34620561-1')),
        CheckoutRequestID: leaf(fc.constant(fixtures.checkoutId)),
        ResultCode: leaf(fc.oneof(fc.constantFrom(0, 1032, 1037, '0'), boundaryNumber)),
        ResultDesc: leaf(fc.constant('The service request is processed successfully.')),
        CallbackMetadata: objectShape({
          Item: leaf(fc.array(fc.record({ Name: hostileText, Value: fieldOf(amount) }), { maxLength: 5 })),
        }),
      }),
    }),
  });

interface Endpoint {
  params?: Record<string, fc.Arbitrary<string>>;
  query?: fc.Arbitrary<Record<string, unknown>>;
  body?: fc.Arbitrary<BodyInput>;
}

const id = () => fc.oneof(fc.uuid(), hostileText);

const saveQuotation = (): Endpoint => ({
  body: bodyOf(
    objectShape({
      quotation_id: leaf(fc.oneof(fc.constant(fixtures.quotationId), fc.uuid())),
      product_id: leaf(fc.constantFrom(...fixtures.productIds)),
      user,
    }),
  ),
});

const callback = (): Endpoint => ({
  params: { token: fc.oneof({ weight: 4, arbitrary: fc.constant(TEST_CALLBACK_TOKEN) }, hostileText) },
  body: bodyOf(callbackBody()),
});

const callbackWithReference = (): Endpoint => ({
  params: { token: fc.constant(TEST_CALLBACK_TOKEN), reference: id() },
  body: bodyOf(callbackBody()),
});

// A paybill payment as M-Pesa posts it (C2B), whole or in pieces: an account number that may be a
// purchase's reference, any amount, text where Daraja sends numbers.
const paybillPayment = (): Endpoint => ({
  params: { token: fc.oneof({ weight: 4, arbitrary: fc.constant(TEST_CALLBACK_TOKEN) }, hostileText) },
  body: bodyOf(
    objectShape({
      TransactionType: leaf(fc.oneof(fc.constant('Pay Bill'), hostileText)),
      TransID: leaf(fc.oneof(fc.stringMatching(/^[A-Z0-9]{10}$/), hostileText)),
      TransTime: leaf(fc.oneof(fc.constant('20261127101500'), hostileText)),
      TransAmount: leaf(fc.oneof(fieldOf(amount), fc.constant('2551.50'), hostileText)),
      BusinessShortCode: leaf(fc.oneof(fc.constantFrom('600100', 600100), hostileText)),
      BillRefNumber: leaf(fc.oneof(fc.constantFrom('K7Q3-M9XT', 'k7q3m9xt'), hostileText)),
      MSISDN: leaf(fc.oneof(fc.constant('2547 ***** 126'), hostileText)),
      FirstName: leaf(hostileText),
    }),
  ),
});

// Daraja's Transaction Status Result, whole or in pieces, for a request id that may exist.
const transactionStatusResult = (): Endpoint => ({
  params: { token: fc.oneof(fc.constant(TEST_CALLBACK_TOKEN), hostileText), reference: id() },
  body: bodyOf(
    objectShape({
      Result: objectShape({
        ResultCode: leaf(fc.oneof(fc.constantFrom(0, '0', 'SFC_IC0003'), hostileText)),
        ResultDesc: leaf(hostileText),
        TransactionID: leaf(hostileText),
        ResultParameters: objectShape({
          ResultParameter: leaf(
            fc.array(
              fc.record({
                Key: fc.oneof(fc.constantFrom('ReceiptNo', 'Amount', 'TransactionStatus'), hostileText),
                Value: fc.oneof(hostileText, fc.integer()),
              }),
              { maxLength: 4 },
            ),
          ),
        }),
      }),
    }),
  ),
});

const claimBody = (): Endpoint => ({
  body: bodyOf(
    objectShape({
      cover_id: leaf(fc.oneof(fc.constant(fixtures.coverId), id())),
      peril: leaf(fc.oneof(fc.constantFrom('burglary_theft', 'third_party_liability'), hostileText)),
      occurred_at: leaf(fc.oneof(fc.constant('2026-03-01T20:00:00+03:00'), hostileText)),
      place: leaf(fc.oneof(fc.constant('Kilimani'), hostileText)),
      description: leaf(hostileText),
      items: leaf(fc.array(fc.record({ item_id: id(), estimated_loss: fieldOf(amount) }), { maxLength: 4 })),
      named_items: leaf(
        fc.array(
          fc.record({
            section: fc.oneof(fc.constantFrom('building', 'household', 'portable'), hostileText),
            name: hostileText,
            estimated_loss: fieldOf(amount),
          }),
          { maxLength: 4 },
        ),
      ),
      third_party: leaf(hostileText),
    }),
  ),
});

/** Every /api endpoint and what to throw at it. The values are built after the fixtures exist. */
const endpoints: Record<string, () => Endpoint> = {
  'GET /api/health': () => ({}),
  'GET /api/home-insurance/catalogue/': () => ({}),
  'GET /api/home-insurance/catalogue': () => ({}),
  'POST /api/home-insurance/quotations/quote': () => ({ body: bodyOf(objectShape(quoteFields)) }),
  'POST /api/home-insurance/quotations/': () => saveQuotation(),
  // Fastify serves a prefix's '/' route without the slash too.
  'POST /api/home-insurance/quotations': () => saveQuotation(),
  'POST /api/home-insurance/quotations/buy-product': () => ({
    body: bodyOf(
      objectShape({
        cover: objectShape({
          ...quoteFields,
          country_or_town: leaf(fc.constant('Nairobi')),
          type_of_residence: leaf(fc.constant('Apartment')),
          construction: leaf(fc.constant('Stone')),
          house_number: leaf(fc.constant('B4')),
          plot_number: leaf(fc.constant('209/1234')),
          product_id: leaf(fc.constantFrom(...fixtures.productIds)),
          quotation_id: leaf(fc.constant(fixtures.quotationId)),
          // What the visitor saw: numbers only (the server prices the cover itself).
          quotation: leaf(fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), boundaryNumber)),
          premium: leaf(fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), boundaryNumber)),
        }),
        user,
        msisdn: leaf(phone),
      }),
    ),
  }),
  'GET /api/home-insurance/users/exists/:phoneOrEmail': () => ({
    params: { phoneOrEmail: fc.oneof(phone, email, hostileText) },
  }),
  'POST /api/home-insurance/users/otp/request': () => ({
    body: bodyOf(objectShape({ Identifier: leaf(otpIdentifier) })),
  }),
  'POST /api/home-insurance/users/otp/email-request': () => ({
    body: bodyOf(objectShape({ Identifier: leaf(otpIdentifier) })),
  }),
  'POST /api/home-insurance/users/otp/email-verify': () => ({
    body: bodyOf(
      objectShape({
        Identifier: leaf(otpIdentifier),
        code: leaf(
          fc.oneof(fc.integer({ min: 0, max: 999_999 }).map(String), fc.constantFrom('012345', '12345')),
        ),
      }),
    ),
  }),
  'POST /api/home-insurance/users/otp/verify': () => ({
    body: bodyOf(
      objectShape({
        Identifier: leaf(otpIdentifier),
        otp: leaf(otpCode),
      }),
    ),
  }),
  'POST /api/home-insurance/users/signup': () => ({
    body: bodyOf(
      objectShape({
        name: leaf(fc.constantFrom('Wanjiru Kamau', 'Otieno')),
        id_number: leaf(fc.integer({ min: 100_000, max: 999_999_999 }).map(String)),
        msisdn: leaf(otpIdentifier),
        email: leaf(fc.integer({ min: 0, max: 99_999_999 }).map((n) => `user${n}@mail.com`)),
        password: leaf(password),
        confirm_password: leaf(password),
        account_type: leaf(fc.constantFrom('tenant', 'owner')),
        is_owner: leaf(fc.constantFrom('', 'is_owner')),
        accept_terms: leaf(fc.constant(true)),
      }),
    ),
  }),
  'POST /api/home-insurance/users/login': () => ({
    body: bodyOf(objectShape({ msisdn: leaf(otpIdentifier), password: leaf(password) })),
  }),
  'POST /api/home-insurance/users/forgot-password': () => ({
    body: bodyOf(objectShape({ Identifier: leaf(fc.oneof(phone, resetPhone)) })),
  }),
  'POST /api/home-insurance/users/reset-password': () => ({
    body: bodyOf(
      objectShape({
        Identifier: leaf(fc.oneof(phone, resetPhone)),
        otp: leaf(otpCode),
        new_password: leaf(password),
        confirm_password: leaf(password),
      }),
    ),
  }),
  'POST /api/home-insurance/users/logout': () => ({}),
  'POST /api/home-insurance/users/change-password': () => ({
    body: bodyOf(
      objectShape({ userId: leaf(id()), old_password: leaf(password), new_password: leaf(password) }),
    ),
  }),
  // The portal's own: without a live session (no header here carries one) every case is a 401.
  'GET /api/home-insurance/users/:id': () => ({ params: { id: id() } }),
  'GET /api/home-insurance/users/:id/data': () => ({ params: { id: id() } }),
  'DELETE /api/home-insurance/users/:id': () => ({ params: { id: id() } }),
  'PUT /api/home-insurance/users/:id': () => ({
    params: { id: id() },
    body: bodyOf(objectShape({ ...userFields, physicalAddress: leaf(fc.constant('Westlands')) })),
  }),
  'PUT /api/home-insurance/users/:id/language': () => ({
    params: { id: id() },
    body: bodyOf(objectShape({ language: leaf(fc.constantFrom('en', 'sw')) })),
  }),
  'POST /api/home-insurance/users/:id/phone/verify': () => ({
    params: { id: id() },
    body: bodyOf(objectShape({ otp: leaf(fc.oneof(fc.integer({ min: -1, max: 10_000 }), fc.string())) })),
  }),
  'POST /api/home-insurance/users/:id/phone/resend': () => ({ params: { id: id() } }),
  'GET /api/home-insurance/covers/': () => ({}),
  'GET /api/home-insurance/covers': () => ({}),
  // Without a session every case is a 401 (or a 400 for a body that is not one); the signed-in holder's
  // generated bodies are thrown at it in covers/cover-items-routes.test.ts.
  // Without a session: 401 (or 404 for an id that is no UUID); the holder's cases are in
  // covers/cover-documents-routes.test.ts.
  'GET /api/home-insurance/covers/:id/receipt.pdf': () => ({
    params: { id: fc.oneof(fc.constant(fixtures.coverId), id()) },
  }),
  'GET /api/home-insurance/covers/:id/schedule.pdf': () => ({
    params: { id: fc.oneof(fc.constant(fixtures.coverId), id()) },
  }),
  'GET /api/home-insurance/covers/:id/cover-note.pdf': () => ({
    params: { id: fc.oneof(fc.constant(fixtures.coverId), id()) },
  }),
  // Anyone may check a document's code: an unknown or malformed one is the same 404.
  'GET /api/home-insurance/verify/:code': () => ({
    params: { code: fc.oneof(fc.stringMatching(/^[2-9A-HJKMNP-Z]{12}$/), hostileText) },
  }),
  'PUT /api/home-insurance/covers/:id/items': () => ({
    params: { id: fc.oneof(fc.constant(fixtures.coverId), id()) },
    body: bodyOf(
      objectShape({
        policyId: leaf(fc.oneof(fc.constant(fixtures.coverId), id())),
        portable_items: items,
        value_of_portable_items: leaf(amount),
        house_hold_items: items,
        value_of_house_hold_items: leaf(amount),
      }),
    ),
  }),
  // The same body, priced without being written.
  'POST /api/home-insurance/covers/:id/items/price': () => ({
    params: { id: fc.oneof(fc.constant(fixtures.coverId), id()) },
    body: bodyOf(
      objectShape({
        policyId: leaf(fc.oneof(fc.constant(fixtures.coverId), id())),
        portable_items: items,
        value_of_portable_items: leaf(amount),
        house_hold_items: items,
        value_of_house_hold_items: leaf(amount),
      }),
    ),
  }),
  // Renewals: without a session every case is a 401 (or a 400 for a body that is not one); the
  // holder's generated bodies are thrown at both in covers/cover-renewal-routes.test.ts.
  ...Object.fromEntries(
    ['renew', 'renewal-quote'].map((path) => [
      `POST /api/home-insurance/covers/:id/${path}`,
      () => ({
        params: { id: fc.oneof(fc.constant(fixtures.coverId), id()) },
        body: bodyOf(
          objectShape({
            portable_items: items,
            value_of_portable_items: leaf(amount),
            house_hold_items: items,
            value_of_house_hold_items: leaf(amount),
          }),
        ),
      }),
    ]),
  ),
  // Claims: without a session every case is a 401, before any body is read; the holder's and
  // the operators' cases are in routes/claims/ and routes/admin/admin-claims-routes.test.ts.
  'GET /api/home-insurance/claims/': () => ({}),
  'GET /api/home-insurance/claims': () => ({}),
  'POST /api/home-insurance/claims/': () => claimBody(),
  'POST /api/home-insurance/claims': () => claimBody(),
  'GET /api/home-insurance/claims/claimable/:coverId': () => ({
    params: { coverId: fc.oneof(fc.constant(fixtures.coverId), id()) },
  }),
  'GET /api/home-insurance/claims/:id': () => ({ params: { id: id() } }),
  'PUT /api/home-insurance/claims/:id/uploads/:key': () => ({
    params: { id: id(), key: id() },
    query: fc.record(
      { document_type: fc.oneof(fc.constantFrom('photo', 'police_abstract'), hostileText) },
      optional,
    ),
  }),
  'GET /api/home-insurance/claims/:id/files/:fileId': () => ({ params: { id: id(), fileId: id() } }),
  'POST /api/home-insurance/mpesa/stkpush/:coverId': () => ({
    params: { coverId: fc.oneof(fc.constant(fixtures.coverId), id()) },
    query: fc.record(
      { msisdn: fc.oneof(phone, hostileText, malformedUrlText), other: hostileText },
      optional,
    ),
  }),
  'POST /api/home-insurance/mpesa/stkstatus/:checkoutId': () => ({
    params: { checkoutId: fc.oneof(fc.constant(fixtures.checkoutId), hostileText) },
  }),
  'GET /api/home-insurance/mpesa/paybill/:coverId': () => ({
    params: { coverId: fc.oneof(fc.constant(fixtures.coverId), id()) },
  }),
  // Paybill payments M-Pesa reports (C2B), under the callback's token.
  'POST /api/home-insurance/payments/paybill/:token/validation': () => paybillPayment(),
  'POST /api/home-insurance/payments/paybill/:token/confirmation': () => paybillPayment(),
  // M-Pesa's callback, at its path and at the old one kept for prompts sent before the move.
  'POST /api/home-insurance/payments/confirmation/:token': () => callback(),
  'POST /api/home-insurance/payments/confirmation/:token/:reference': () => callbackWithReference(),
  'POST /api/home-insurance/payments/confirmation/:token/:reference/transaction-status': () =>
    transactionStatusResult(),
  'POST /api/home-insurance/mpesa/callback/:token': () => callback(),
  'POST /api/home-insurance/mpesa/callback/:token/:reference': () => callbackWithReference(),
  // The USSD gateway's callback takes forms: a JSON body is refused whatever the token (its menus under
  // generated answers: tests/server/routes/ussd).
  'POST /api/ussd/:token': () => ({
    params: { token: fc.oneof(fc.constant(DEVELOPMENT_USSD_TOKEN), hostileText) },
    body: bodyOf(
      objectShape({
        sessionId: leaf(fc.oneof(fc.uuid(), hostileText)),
        serviceCode: leaf(fc.constant('*519*87#')),
        phoneNumber: leaf(fc.oneof(fc.constant('+254712345678'), hostileText)),
        text: leaf(fc.oneof(fc.constantFrom('', '1', '1*1*350000'), hostileText)),
      }),
    ),
  }),
  // The back office: no set-up token or operator session here, so 400, 401 or 429.
  'POST /api/admin/setup': () => ({
    body: bodyOf(
      objectShape({ token: leaf(fc.oneof(fc.base64String(), hostileText)), password: leaf(password) }),
    ),
  }),
  'POST /api/admin/setup/confirm': () => ({
    body: bodyOf(
      objectShape({
        token: leaf(hostileText),
        code: leaf(fc.oneof(fc.constantFrom('123456', '12345'), hostileText)),
      }),
    ),
  }),
  'POST /api/admin/login': () => ({
    body: bodyOf(
      objectShape({
        email: leaf(email),
        password: leaf(password),
        code: leaf(fc.oneof(fc.constantFrom('123456', 'ABCDE-FGHJK-MNPQR'), hostileText)),
      }),
    ),
  }),
  'GET /api/admin/me': () => ({}),
  'POST /api/admin/logout': () => ({}),
  'GET /api/admin/operators': () => ({}),
  'POST /api/admin/operators/:id/disable': () => ({ params: { id: id() } }),
  'POST /api/admin/operators/:id/unlock': () => ({ params: { id: id() } }),
  'GET /api/admin/audit': () => ({
    // The schema's caps (page 100,000, per_page 200), one past each, and int32's edges.
    query: fc.record(
      {
        page: fc.oneof(
          fc.nat().map(String),
          fc.constantFrom('100000', '100001'),
          boundaryNumber.map(String),
          hostileText,
        ),
        per_page: fc.oneof(fc.constantFrom('200', '201'), boundaryNumber.map(String), hostileText),
      },
      optional,
    ),
  }),
  // The applications queue: no operator session here either, so 400 or 401.
  'GET /api/admin/applications': () => ({}),
  // Find by a purchase reference typed any way.
  'GET /api/admin/applications/find': () => ({
    query: fc.record(
      { reference: fc.oneof(fc.constant('k7q3 m9xt'), hostileText, malformedUrlText) },
      optional,
    ),
  }),
  'GET /api/admin/applications/:id': () => ({
    params: { id: fc.oneof(fc.constant(fixtures.coverId), id()) },
  }),
  'POST /api/admin/applications/:id/approve': () => ({
    params: { id: fc.oneof(fc.constant(fixtures.coverId), id()) },
  }),
  'POST /api/admin/applications/:id/decline': () => ({
    params: { id: fc.oneof(fc.constant(fixtures.coverId), id()) },
    body: bodyOf(objectShape({ reason: leaf(fc.oneof(fc.constant('Outside the area'), hostileText)) })),
  }),
  'POST /api/admin/applications/:id/request-info': () => ({
    params: { id: fc.oneof(fc.constant(fixtures.coverId), id()) },
    body: bodyOf(objectShape({ message: leaf(fc.oneof(fc.constant('A photo'), hostileText)) })),
  }),
  // The claims queue: no operator session here either, so 400 or 401.
  'GET /api/admin/claims': () => ({
    query: fc.record(
      { reference: fc.oneof(fc.constant('k7q3m9xt'), hostileText, malformedUrlText) },
      optional,
    ),
  }),
  'GET /api/admin/claims/:id': () => ({ params: { id: id() } }),
  'GET /api/admin/claims/:id/files/:fileId': () => ({ params: { id: id(), fileId: id() } }),
  'POST /api/admin/claims/:id/request-document': () => ({
    params: { id: id() },
    body: bodyOf(
      objectShape({
        document_type: leaf(fc.oneof(fc.constantFrom('police_abstract', 'other'), hostileText)),
        message: leaf(fc.oneof(fc.constant('The OB number is unreadable'), hostileText)),
      }),
    ),
  }),
  'POST /api/admin/claims/:id/start-review': () => ({ params: { id: id() } }),
  'POST /api/admin/claims/:id/approve': () => ({
    params: { id: id() },
    body: bodyOf(objectShape({ settled_amount: leaf(amount) })),
  }),
  'POST /api/admin/claims/:id/decline': () => ({
    params: { id: id() },
    body: bodyOf(objectShape({ reason: leaf(fc.oneof(fc.constant('Not a covered peril'), hostileText)) })),
  }),
  'POST /api/admin/claims/:id/settle': () => ({
    params: { id: id() },
    body: bodyOf(objectShape({ payment_reference: leaf(fc.oneof(fc.constant('SGH12AB34C'), hostileText)) })),
  }),
  // The desk: without an operator session every case is a 401; its own tests cover the rest.
  'GET /api/admin/dashboard': () => ({}),
  'GET /api/admin/payment-exceptions': () => ({}),
  'POST /api/admin/payment-exceptions/:kind/:id/match': () => ({
    params: { kind: fc.oneof(fc.constantFrom('refund', 'callback', 'prompt'), hostileText), id: id() },
    body: bodyOf(
      objectShape({
        cover_id: leaf(fc.oneof(fc.constant(fixtures.coverId), id())),
        receipt: leaf(fc.oneof(fc.constant('RKT1ABC234'), hostileText)),
        note: leaf(hostileText),
      }),
    ),
  }),
  'POST /api/admin/payment-exceptions/:kind/:id/resolve': () => ({
    params: { kind: fc.oneof(fc.constantFrom('refund', 'callback', 'prompt'), hostileText), id: id() },
    body: bodyOf(objectShape({ note: leaf(hostileText) })),
  }),
  'GET /api/admin/leads': () => ({}),
  'POST /api/admin/leads/:id/called': () => ({
    params: { id: id() },
    body: bodyOf(objectShape({ note: leaf(hostileText) })),
  }),
};

// Headers every endpoint reads or might: the three the API reads, plus one it ignores.
const headers = fc.record(
  {
    'idempotency-key': fc.oneof(fc.uuid(), hostileText),
    'x-payment-token': hostileText,
    authorization: fc.oneof(
      hostileText.map((text) => `Bearer ${text}`),
      hostileText,
    ),
    'x-anything': hostileText,
  },
  optional,
);

beforeAll(async () => {
  const quotation = await quoteFor(context.app);
  fixtures.quotationId = quotation.id;
  fixtures.productIds = quotation.products.map((product) => product.id);
  const bought = await context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/quotations/buy-product',
    payload: buyBody(quotation, '254712300400'),
    remoteAddress: '10.9.9.9',
  });
  const push = StkPushResponseSchema.parse(bought.json());
  fixtures.coverId = push.data.cover_id;
  fixtures.checkoutId = push.checkout_request_id;
});

// Over 10,000 cases in all at full strength (npm run test:fuzz); a tenth in the everyday run.
const RUNS_PER_ENDPOINT = fuzzRuns(250);

/**
 * What a whole run may hold of answers over SLOW_ANSWER_MS of server time. A few are expected
 * (a scrypt hash is tens of milliseconds on purpose); many mean an endpoint does more work than its input
 * calls for.
 */
const MAX_SLOW_ANSWERS = 20;
const answers = new Map<string, { sent: number; slow: number; slowest: number }>();

/** Sometimes a malformed %-escape instead of the generated value: Fastify refuses it before any route. */
const orMalformed = (arbitrary: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 9, arbitrary }, { weight: 1, arbitrary: malformedUrlText });

describe('every /api endpoint under generated input', () => {
  it('the table lists every route the app serves', () => {
    expect(listRoutes(context.app)).toEqual(Object.keys(endpoints).sort());
  });

  it.each(Object.keys(endpoints))(
    '%s: never a 5xx, 4xx in the error shape, CPU under 100 ms',
    async (route) => {
      const endpoint = endpoints[route]?.() ?? {};
      const params = fc.record(
        Object.fromEntries(
          Object.entries(endpoint.params ?? {}).map(([name, value]) => [name, orMalformed(value)]),
        ),
      );
      const request = fc.record({
        params,
        query: endpoint.query ?? fc.constant({}),
        rawQuery: fc.option(
          malformedUrlText.map(({ raw }) => `msisdn=${raw}`),
          { nil: undefined, freq: 10 },
        ),
        body: endpoint.body ?? fc.option(bodyOf(leaf(wrongType)), { nil: undefined }),
        headers,
        remoteAddress: fc.ipV4(),
      });
      // Unmeasured warm-up: the first requests down a path pay for compiling it and for PGlite preparing its
      // queries (60 ms for a first OTP request here), which says nothing about how the input is handled.
      for (const parts of fc.sample(request, { numRuns: 10, seed: 9 })) {
        await context.app.inject(toRequest(route, parts));
      }
      let sent = 0;
      let limited = 0;
      const tally = { sent: 0, slow: 0, slowest: 0 };
      answers.set(route, tally);
      await fc.assert(
        fc.asyncProperty(request, async (parts) => {
          const { response, cpuMs } = await sendWithinBudget(context.app, toRequest(route, parts));
          sent += 1;
          tally.sent += 1;
          if (cpuMs > SLOW_ANSWER_MS) tally.slow += 1;
          tally.slowest = Math.max(tally.slowest, cpuMs);
          if (response.statusCode === 429) limited += 1;
          expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(ApiErrorSchema.safeParse(response.json()).success, response.body.slice(0, 300)).toBe(true);
          }
          expect(cpuMs).toBeLessThanOrEqual(
            CPU_BUDGET_MS + (passwordRoutes.has(route) ? PASSWORD_HASH_MS : 0),
          );
        }),
        { numRuns: RUNS_PER_ENDPOINT, reporter: conciseReport },
      );
      // A case a limiter refuses never reaches parsing: most must get past, or the test proves little.
      expect(limited, `${limited} of ${sent} cases refused by a rate limit`).toBeLessThanOrEqual(sent / 2);
    },
    60_000,
  );

  it(`at most ${MAX_SLOW_ANSWERS} answers over ${SLOW_ANSWER_MS} ms of server time in the whole run`, () => {
    const slow = [...answers].filter(([, tally]) => tally.slow > 0);
    const total = slow.reduce((sum, [, tally]) => sum + tally.slow, 0);
    const sent = [...answers.values()].reduce((sum, tally) => sum + tally.sent, 0);
    const report = slow
      .map(
        ([route, tally]) =>
          `${route}: ${tally.slow} of ${tally.sent} (slowest ${Math.round(tally.slowest)} ms)`,
      )
      .join('\n');
    // The figures the issue asks for, when someone runs the fuzz on purpose.
    if (process.env.FUZZ_RUNS) console.info(`${sent} answers, ${total} over ${SLOW_ANSWER_MS} ms\n${report}`);
    expect(total, report).toBeLessThanOrEqual(MAX_SLOW_ANSWERS);
  });
});
