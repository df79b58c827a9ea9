// The leads desk's other leads: a quote a visitor saved with their contact details (the wizard's "Save
// quotation") is listed for the back office with the product, its underwriter and the price quoted, and
// shows once the same phone has bought a cover since.
import { describe, expect, it } from 'vitest';
import { LeadListSchema } from '../../../../src/domain/api/admin-leads';
import { setupTestApp, testConfig } from '../../../helpers/server-app';
import { testClock } from '../../../helpers/server-clock';
import { bearer } from '../../../helpers/server-desk';
import { operatorToken, readyOperator } from '../../../helpers/server-operators';
import { buyAndPayCover, buyBody, quoteFor, TEST_CALLBACK_TOKEN } from '../../../helpers/server-payments';
import { uniqueMsisdn } from '../../../helpers/server-users';

const clock = testClock();
const context = setupTestApp({ clock, config: testConfig({ MPESA_CALLBACK_TOKEN: TEST_CALLBACK_TOKEN }) });

async function desk() {
  const agent = await readyOperator(context.app, context.database, clock, 'agent');
  const response = await context.app.inject({
    method: 'GET',
    url: '/api/admin/leads',
    headers: bearer(await operatorToken(context.app, clock, agent)),
  });
  expect(response.statusCode, response.body).toBe(200);
  return LeadListSchema.parse(response.json());
}

describe('GET /api/admin/leads: saved quotes', () => {
  it('lists a quote saved with contact details, its product and price, and whether the phone bought since', async () => {
    const msisdn = uniqueMsisdn();
    const quotation = await quoteFor(context.app);
    const product = quotation.products[1] ?? quotation.products[0];
    const saved = await context.app.inject({
      method: 'POST',
      url: '/api/home-insurance/quotations/',
      payload: { quotation_id: quotation.id, product_id: product?.id, user: buyBody(quotation, msisdn).user },
    });
    expect(saved.statusCode, saved.body).toBe(201);

    const before = (await desk()).saved_quotes.find((lead) => lead.msisdn === msisdn);
    expect(before).toMatchObject({
      name: 'Wanjiru Kamau',
      email: `wanjiru.${msisdn}@mail.com`,
      product: product?.name,
      underwriter: product?.under_writer.name,
      price: product?.quotation,
      bought_since: false,
    });

    await buyAndPayCover(context.app, quotation, msisdn);
    const after = (await desk()).saved_quotes.find((lead) => lead.msisdn === msisdn);
    expect(after?.bought_since).toBe(true);
  });
});
