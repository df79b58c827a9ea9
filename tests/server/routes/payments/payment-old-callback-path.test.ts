// The old callback path, /api/home-insurance/mpesa/callback/:token, still serves prompts sent before the
// move to /payments/confirmation. The simulated payer here never answers while the file runs, so the only
// callback the app hears is the one the test sends: with the simulator's own answer 50 ms behind the push,
// a loaded machine used to let it land first and decide the cover.
import { beforeAll, describe, expect, it } from 'vitest';
import { StkPushResponseSchema } from '../../../../src/domain/api';
import { setupTestApp, testConfig } from '../../../helpers/server-app';
import { setupTestMpesa } from '../../../helpers/server-mpesa';
import {
  buyBody,
  coverStatus,
  paidCallbackBody,
  payerEndingIn,
  quoteFor,
} from '../../../helpers/server-payments';

const token = 'old-path-token-'.repeat(4);
const TEN_MINUTES_MS = 600_000;
const mpesa = setupTestMpesa({ delayMs: TEN_MINUTES_MS });
const context = setupTestApp({ config: testConfig({ MPESA_CALLBACK_TOKEN: token }), mpesa });

let quotation: Awaited<ReturnType<typeof quoteFor>>;
beforeAll(async () => {
  quotation = await quoteFor(context.app);
});

describe('POST /api/home-insurance/mpesa/callback/:token', () => {
  it('still hears a prompt sent before the move: the paid callback turns the cover active', async () => {
    const bought = await context.app.inject({
      method: 'POST',
      url: '/api/home-insurance/quotations/buy-product',
      payload: buyBody(quotation, payerEndingIn('5555')),
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const purchase = StkPushResponseSchema.parse(bought.json());
    expect(await coverStatus(context.database, purchase.data.cover_id)).toBe('inactive');

    const response = await context.app.inject({
      method: 'POST',
      url: `/api/home-insurance/mpesa/callback/${token}`,
      payload: paidCallbackBody(purchase.checkout_request_id, purchase.data.amount),
    });
    expect(response.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect(await coverStatus(context.database, purchase.data.cover_id)).toBe('active');
  });
});
