// /admin/payments against the real API: an admin sees an unmatched M-Pesa payment, is told a
// note is needed, confirms, and hears the result while the item leaves the list; an agent sees the list
// with no actions. The dashboard on /admin points at the same oldest exception.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import AdminApp from '../../../src/client/admin/admin-app';
import { endAdminSession } from '../../../src/client/admin/admin-session';
import { signInToBackOffice } from '../../helpers/admin-session';
import { serveApiForClientTests } from '../../helpers/client-api-server';
import { testConfig } from '../../helpers/server-app';
import { testClock } from '../../helpers/server-clock';
import { coverWithOpenPrompt, postPaidCallback } from '../../helpers/server-desk';
import { setupTestMpesa } from '../../helpers/server-mpesa';
import { TEST_CALLBACK_TOKEN } from '../../helpers/server-payments';
import { wholeText } from '../../helpers/whole-text';

const clock = testClock();
const api = serveApiForClientTests({
  clock,
  config: testConfig({ MPESA_CALLBACK_TOKEN: TEST_CALLBACK_TOKEN }),
  // The test posts each payment's callback itself; the simulated payer (1037) never answers meanwhile,
  // so its own callback cannot land first on this listening app and fail the cover.
  mpesa: setupTestMpesa({ delayMs: 600_000 }),
});

afterEach(() => {
  cleanup();
  endAdminSession();
});

function openAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(<AdminApp />);
}

describe('/admin/payments', () => {
  it('lets an admin mark a payment resolved, with a note and a confirmation', async () => {
    await postPaidCallback(api.app, 'ws_CO_client_test_1', 2_468, {
      receipt: 'RCT0000001',
      payer: '254722000333',
    });
    clock.advance(90 * 60_000);
    await signInToBackOffice(api, clock, 'admin');
    const user = userEvent.setup();
    openAt('/admin/payments');

    const list = await screen.findByRole('list', { name: 'Open payment exceptions, oldest first' });
    const card = within(list).getByRole('listitem', { name: 'Payment with no prompt on record' });
    expect(card.textContent).toContain('KSh 2,468');
    // The paying number as people read it.
    expect(card.textContent).toContain('0722 000 333');
    expect(card.textContent).toContain('RCT0000001');
    expect(card.textContent).toContain('1 h 30 min');

    await user.click(within(card).getByRole('button', { name: 'Mark resolved' }));
    await user.click(within(card).getByRole('button', { name: 'Mark resolved…' }));
    expect(within(card).getByRole('alert').textContent).toContain(
      'Write a note saying how this was resolved (for example the M-Pesa reversal reference).',
    );
    await user.type(within(card).getByLabelText(/Resolution note/), 'Refunded via M-Pesa reversal, ref RVX1');
    await user.click(within(card).getByRole('button', { name: 'Mark resolved…' }));
    const yes = within(card).getByRole('button', { name: 'Yes, mark resolved' });
    expect(document.activeElement).toBe(yes);
    await user.click(yes);

    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Marked resolved.'));
    expect(screen.getByText('No open payment exceptions.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Payment exceptions' }));
  });

  it('lets an admin match a payment to the cover it suggests, after a confirmation', async () => {
    const cover = await coverWithOpenPrompt(api.app, api.database);
    await postPaidCallback(api.app, 'ws_CO_client_test_3', cover.amount, { payer: cover.payer });
    await signInToBackOffice(api, clock, 'admin');
    const user = userEvent.setup();
    openAt('/admin/payments');

    const list = await screen.findByRole('list', { name: 'Open payment exceptions, oldest first' });
    const card = within(list).getByRole('listitem', { name: 'Payment with no prompt on record' });
    // The likely cover named as its client reads it out.
    expect(within(card).getByText(wholeText(`Policy ref ${cover.reference}`))).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Match to a cover' }));
    expect((within(card).getByLabelText(/Cover id/) as HTMLInputElement).value).toBe(cover.coverId);
    await user.click(within(card).getByRole('button', { name: 'Match…' }));
    expect(card.textContent).toContain(`as paid for cover ${cover.coverId}?`);
    await user.click(within(card).getByRole('button', { name: 'Yes, match it' }));

    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain(
        'Payment matched: the cover is paid and the client is told.',
      ),
    );
    expect(screen.getByText('No open payment exceptions.')).toBeTruthy();
  });

  it('shows an agent the list without actions', async () => {
    await postPaidCallback(api.app, 'ws_CO_client_test_2', 1_357);
    await signInToBackOffice(api, clock, 'agent');
    openAt('/admin/payments');
    const list = await screen.findByRole('list', { name: 'Open payment exceptions, oldest first' });
    expect(list.textContent).toContain('KSh 1,357');
    expect(within(list).queryByRole('button')).toBeNull();
    expect(screen.getByText(/Only an admin can match or resolve/)).toBeTruthy();
  });
});

describe('/admin', () => {
  it('shows today’s figures and the oldest payment exception, with Sign out still there', async () => {
    await signInToBackOffice(api, clock, 'agent');
    openAt('/admin');
    expect(await screen.findByRole('heading', { name: /^Today \(/ })).toBeTruthy();
    for (const term of ['Quotes', 'Purchases', 'Payments', 'Approvals']) {
      expect(screen.getByText(term)).toBeTruthy();
    }
    // Each figure is its term and today's count: no claim was made here today.
    expect(screen.getByText('Claims', { selector: 'dt' }).closest('div')?.textContent).toBe('Claims0');
    expect(screen.getByText(/Payment with no prompt on record, KSh 1,357/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all payment exceptions' }).getAttribute('href')).toBe(
      '/admin/payments',
    );
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });
});

// Last: the refund it leaves open would be the oldest exception the dashboard test above expects.
describe('/admin/payments and the purchase reference', () => {
  it('names a refund’s cover by its reference, linking to the application', async () => {
    // A paid cover the review then declines: its payment is owed back, an exception naming the cover.
    const cover = await coverWithOpenPrompt(api.app, api.database);
    await postPaidCallback(api.app, cover.checkoutId, cover.amount, { payer: cover.payer });
    const { token } = await signInToBackOffice(api, clock, 'agent');
    const decline = await api.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${cover.coverId}/decline`,
      headers: { authorization: `Bearer ${token}` },
      payload: { reason: 'Outside the area we insure' },
    });
    expect(decline.statusCode, decline.body).toBe(200);
    openAt('/admin/payments');
    const list = await screen.findByRole('list', { name: 'Open payment exceptions, oldest first' });
    const link = within(list).getByRole('link', { name: `Policy ref ${cover.reference}` });
    expect(link.getAttribute('href')).toBe(`/admin/applications/${cover.coverId}`);
  });
});
