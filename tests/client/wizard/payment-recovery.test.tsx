// The payment step when things go wrong between the phone and the server: a reload mid-request, a double
// press, a request that went through unseen, Retry Payment over a failing network, and a prompt the page
// cannot check. The API is the real one; only the network in between is made to fail, by a hook that
// drops the connection or answers as a bare proxy would.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { buyCover } from '../../../src/client/api/payments-api';
import { buyRequestOf } from '../../../src/client/wizard/state/buy-request';
import { wizardDraftSlot } from '../../../src/client/wizard/state/wizard-autosave';
import { emptyWizardDraft } from '../../../src/client/wizard/state/wizard-draft';
import { replaceWizardDraft, wizard, wizardSnapshot } from '../../../src/client/wizard/state/wizard-store';
import { paymentMessages } from '../../../src/domain/payment-messages';
import { queryRows } from '../../../src/server/db/query-rows';
import { serveApiForClientTests } from '../../helpers/client-api-server';
import { prepareTenantAtPayment } from '../../helpers/wizard-payment';
import { freshDevice, openWizard } from '../../helpers/wizard-render';

/** How the network treats the next Retry Payment requests. */
let network: 'fine' | 'drops' | 'bare-503' = 'fine';
const sent: { path: string; key: string | undefined; paymentToken: string | undefined }[] = [];
const api = serveApiForClientTests({
  beforeListen: (app) =>
    app.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (!path.includes('/buy-product') && !path.includes('/mpesa/stkpush/')) return;
      sent.push({
        path,
        key: request.headers['idempotency-key'] as string | undefined,
        paymentToken: request.headers['x-payment-token'] as string | undefined,
      });
      if (!path.includes('/mpesa/stkpush/') || network === 'fine') return;
      if (network === 'drops') {
        reply.hijack();
        request.raw.socket.destroy();
        return;
      }
      return reply.code(503).type('text/plain').send('');
    }),
});

beforeEach(async () => {
  await freshDevice();
  network = 'fine';
  sent.length = 0;
});

const coversOf = async (msisdn: string) =>
  Number(
    (
      await queryRows<{ count: number | string }>(
        api.database.db,
        sql`select count(*) as count from covers c join users u on u.id = c.user_id where u.msisdn = ${msisdn}`,
      )
    )[0]?.count,
  );

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

/** Buys as the page would, but the page never sees the answer (the tab died, or it stopped waiting). */
async function buyUnseen(msisdn: string, key: string) {
  const body = buyRequestOf(wizardSnapshot(), msisdn);
  if (!body) throw new Error('no policy chosen');
  return buyCover(body, key);
}

describe('Complete Payment, recovering', () => {
  it('after a reload while the prompt was being sent, Pay Now works again and replays the first answer', async () => {
    await prepareTenantAtPayment('0712000511');
    const key = crypto.randomUUID();
    const first = await buyUnseen('254712000511', key);
    Object.assign(wizard.payment, { msisdn: '0712000511', phase: 'initiating', buyKey: key });
    await wizardDraftSlot.save(wizardSnapshot());
    // A new page: nothing in memory, the saved draft on the device.
    replaceWizardDraft(emptyWizardDraft());
    await openWizard();
    await screen.findByRole('heading', { level: 1, name: 'Complete Payment' });

    expect(button('Pay Now').disabled).toBe(false);
    expect(button('Back').disabled).toBe(false);
    await userEvent.setup().click(button('Pay Now'));
    await screen.findByRole('button', { name: 'Confirm Payment' }, { timeout: 5000 });
    expect(wizard.payment.coverId).toBe(first.data.cover_id);
    expect(wizard.payment.checkoutRequestId).toBe(first.checkout_request_id);
    expect(await coversOf('254712000511')).toBe(1);
  });

  it('a second press of Pay Now while the first is on its way sends nothing and shows no error', async () => {
    await prepareTenantAtPayment('0712000512');
    await openWizard();
    await screen.findByRole('heading', { level: 1, name: 'Complete Payment' });
    // Two taps before the page has re-rendered the button as busy.
    fireEvent.click(button('Pay Now'));
    fireEvent.click(button('Pay Now'));
    await screen.findByRole('button', { name: 'Confirm Payment' }, { timeout: 5000 });
    expect(sent.filter((request) => request.path.endsWith('/buy-product'))).toHaveLength(1);
    expect(wizard.payment.notice?.tone).toBe('info');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when the first request went through unseen and the number changed, Pay Now starts afresh instead of failing forever', async () => {
    await prepareTenantAtPayment('0712000513');
    const key = crypto.randomUUID();
    const unseen = await buyUnseen('254712000513', key);
    Object.assign(wizard.payment, { msisdn: '0712000514', buyKey: key });
    await openWizard();
    await screen.findByRole('heading', { level: 1, name: 'Complete Payment' });
    const user = userEvent.setup();

    await user.click(button('Pay Now'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Your payment details changed since the last attempt. Press Pay Now again to send a new prompt.',
      ),
    );
    expect(wizard.payment.buyKey).toBeNull();
    await user.click(button('Pay Now'));
    await screen.findByRole('button', { name: 'Confirm Payment' }, { timeout: 5000 });
    expect(wizard.payment.coverId).not.toBe(unseen.data.cover_id);
    const keys = sent
      .filter((request) => request.path.endsWith('/buy-product'))
      .map((request) => request.key);
    expect(keys).toEqual([key, key, expect.not.stringMatching(key)]);
  });

  it('Retry Payment keeps one key per failure and words each failure as point 8 does', async () => {
    const user = userEvent.setup();
    await prepareTenantAtPayment('0712001032');
    await openWizard();
    await screen.findByRole('heading', { level: 1, name: 'Complete Payment' });
    await user.click(button('Pay Now'));
    await screen.findByRole('button', { name: 'Retry Payment' }, { timeout: 15_000 });
    expect(screen.getByRole('alert').textContent).toBe('Payment was cancelled. Please try again.');

    network = 'drops';
    await user.click(button('Retry Payment'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'An error occurred while reinitiating payment. Please try again later.',
      ),
    );
    network = 'bare-503';
    await user.click(button('Retry Payment'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Failed to reinitiate payment. Please try again later.',
      ),
    );
    network = 'fine';
    await user.click(button('Retry Payment'));
    await screen.findByRole('button', { name: 'Confirm Payment' }, { timeout: 5000 });

    const retries = sent.filter((request) => request.path.includes('/mpesa/stkpush/'));
    expect(retries).toHaveLength(3);
    // The same failure, so the same key each time: a press after a lost answer replays, never re-asks.
    expect(new Set(retries.map((request) => request.key)).size).toBe(1);
    expect(wizard.payment.retryKey).toBeNull();
  }, 30_000);

  it('after a reload, Retry Payment still works: the payment token the buy answered with is in the saved draft', async () => {
    const user = userEvent.setup();
    await prepareTenantAtPayment('0712011032');
    await openWizard();
    await screen.findByRole('heading', { level: 1, name: 'Complete Payment' });
    await user.click(button('Pay Now'));
    await screen.findByRole('button', { name: 'Retry Payment' }, { timeout: 15_000 });
    const token = wizard.payment.paymentToken;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // A new page: nothing in memory, the saved draft on the device.
    await wizardDraftSlot.save(wizardSnapshot());
    cleanup();
    replaceWizardDraft(emptyWizardDraft());
    await openWizard();
    await user.click(await screen.findByRole('button', { name: 'Retry Payment' }));
    await screen.findByRole('button', { name: 'Confirm Payment' }, { timeout: 5000 });
    const retries = sent.filter((request) => request.path.includes('/mpesa/stkpush/'));
    expect(retries.map((request) => request.paymentToken)).toEqual([token]);
  }, 30_000);

  it('a prompt the page has no checkout id for is reported by the automatic check, with Retry Payment', async () => {
    await prepareTenantAtPayment('0712000515');
    Object.assign(wizard.payment, {
      msisdn: '0712000515',
      phase: 'awaiting',
      coverId: '6f1c1d7e-0000-4000-8000-000000000000',
      checkoutRequestId: null,
      expiresAt: Date.now() + 60_000,
    });
    await openWizard();
    await screen.findByRole('button', { name: 'Retry Payment' }, { timeout: 6000 });
    expect(screen.getByRole('alert').textContent).toBe('Missing checkout ID for payment verification.');
  });
});

/**
 * A draft saved before payment tokens existed: it holds the cover and the prompt's checkout id but no
 * token, so the server answers its status checks with the bare status and refuses its Retry (403).
 */
async function openDraftWithoutToken(phone: string) {
  await prepareTenantAtPayment(phone);
  const bought = await buyUnseen(`254${phone.slice(1)}`, crypto.randomUUID());
  Object.assign(wizard.payment, {
    msisdn: phone,
    phase: 'awaiting',
    coverId: bought.data.cover_id,
    policyId: bought.policyId,
    checkoutRequestId: bought.checkout_request_id,
    amount: bought.data.amount,
    expiresAt: Date.now() + bought.data.expires_in * 1000,
    paymentToken: null,
  });
  // The old release's draft had no such field at all.
  const { paymentToken: _absent, ...oldPayment } = wizardSnapshot().payment;
  await wizardDraftSlot.save({ ...wizardSnapshot(), payment: oldPayment } as ReturnType<
    typeof wizardSnapshot
  >);
  replaceWizardDraft(emptyWizardDraft());
  await openWizard();
  return bought;
}

describe('Complete Payment, for a payment started before payment tokens', () => {
  it('a paid prompt shows the confirmation, without a receipt number', async () => {
    const bought = await openDraftWithoutToken('0712000531');
    await screen.findByRole('heading', { level: 1, name: 'Application Complete!' }, { timeout: 15_000 });
    expect(await screen.findByText(bought.policyId)).toBeTruthy();
    expect(screen.queryByText('M-Pesa receipt')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start a New Quote' })).toBeTruthy();
  }, 30_000);

  it('a failed prompt shows the failure; Retry, which the server would refuse, says to start the purchase again, and Pay Now does', async () => {
    const user = userEvent.setup();
    const bought = await openDraftWithoutToken('0712021032');
    await screen.findByRole('button', { name: 'Retry Payment' }, { timeout: 15_000 });
    expect(screen.getByRole('alert').textContent).toBe('Payment failed. Please try again.');

    await user.click(button('Retry Payment'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(paymentMessages.restartPurchase));
    expect(sent.filter((request) => request.path.includes('/mpesa/stkpush/'))).toHaveLength(0);
    await user.click(button('Pay Now'));
    await screen.findByRole('button', { name: 'Confirm Payment' }, { timeout: 5000 });
    expect(wizard.payment.coverId).not.toBe(bought.data.cover_id);
    expect(wizard.payment.paymentToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  }, 30_000);
});
