// The agency's review in /admin: the queue lists a paid application with its age against the 48-hour promise
// and links to it; the application page shows it in full, and each decision is confirmed before it is sent,
// then announced in words. Talks to the real API; the operator is signed in through it.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import AdminApp from '../../../../src/client/admin/admin-app';
import { endAdminSession, startAdminSession } from '../../../../src/client/admin/admin-session';
import { StkPushResponseSchema } from '../../../../src/domain/api';
import { AdminLoginResponseSchema } from '../../../../src/domain/api/admin-operators';
import { serveApiForClientTests } from '../../../helpers/client-api-server';
import { testConfig } from '../../../helpers/server-app';
import { testClock } from '../../../helpers/server-clock';
import { operatorSignIn, readyOperator } from '../../../helpers/server-operators';
import {
  buyBody,
  callbackUrl,
  paidCallbackBody,
  payerEndingIn,
  quoteFor,
  TEST_CALLBACK_TOKEN,
} from '../../../helpers/server-payments';

const clock = testClock(new Date());
const api = serveApiForClientTests({
  clock,
  config: testConfig({ MPESA_CALLBACK_TOKEN: TEST_CALLBACK_TOKEN }),
});

let covers = 0;
async function paidCover() {
  covers += 1;
  const body = buyBody(await quoteFor(api.app), payerEndingIn('1037'));
  const bought = await api.app.inject({
    method: 'POST',
    url: '/api/home-insurance/quotations/buy-product',
    payload: body,
    remoteAddress: `10.5.0.${covers}`,
  });
  const { checkout_request_id, data } = StkPushResponseSchema.parse(bought.json());
  await api.app.inject({
    method: 'POST',
    url: callbackUrl(),
    payload: paidCallbackBody(checkout_request_id, data.amount, { receipt: `RCPTUI${covers}` }),
  });
  return data.cover_id;
}

let operator: Awaited<ReturnType<typeof readyOperator>>;
beforeAll(async () => {
  operator = await readyOperator(api.app, api.database, clock, 'agent');
});

beforeEach(async () => {
  const login = await operatorSignIn(api.app, clock, operator);
  endAdminSession();
  startAdminSession(AdminLoginResponseSchema.parse(login.json()));
});

const renderAt = (path: string) => {
  window.history.replaceState(null, '', path);
  return render(<AdminApp />);
};

describe('the applications queue page', () => {
  it('lists a paid application with its age against the promise and opens it', async () => {
    const coverId = await paidCover();
    renderAt('/admin');
    await userEvent.click(await screen.findByRole('link', { name: 'Applications awaiting review' }));
    expect(await screen.findByRole('heading', { name: 'Applications awaiting review' })).toBeTruthy();
    // Oldest first: this test's cover, bought last, is the last one listed.
    const links = await screen.findAllByRole('link', { name: /^Wanjiru Kamau, / });
    const newest = links.at(-1) as HTMLElement;
    const item = newest.closest('li') as HTMLElement;
    expect(within(item).getByText('Waiting 0 h of 48 h')).toBeTruthy();
    expect(within(item).queryByText('Overdue')).toBeNull();
    await userEvent.click(newest);
    expect(await screen.findByRole('heading', { name: 'Application: Wanjiru Kamau' })).toBeTruthy();
    expect(window.location.pathname).toBe(`/admin/applications/${coverId}`);
  });
});

describe('the application page', () => {
  it('asks before approving, then announces the policy number and hides the decisions', async () => {
    const coverId = await paidCover();
    renderAt(`/admin/applications/${coverId}`);
    const client = await screen.findByRole('region', { name: 'Client' });
    expect(within(client).getByText('A001234567Z')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Payments' })).getByText(/M-Pesa receipt RCPTUI/),
    ).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const question = screen.getByRole('group', { name: /Approve this application\?/ });
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Confirm'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const announced = await screen.findByText(/^Approved\. Policy number KIA\/HOM\/\d{4}\/\d{6} issued/);
    expect(announced.closest('[role="status"]')).toBeTruthy();
    // The decisions go once it is approved; the focus lands on what happened, not on the page's body.
    await waitFor(() => expect(document.activeElement).toBe(announced));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull());
    expect(within(screen.getByRole('region', { name: 'Review' })).getByText('Approved')).toBeTruthy();
  });

  it('needs a reason to decline, and says where the refund goes', async () => {
    const coverId = await paidCover();
    renderAt(`/admin/applications/${coverId}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(screen.getByRole('textbox', { name: 'Reason for declining' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.getByText('Enter the reason for declining.')).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();

    await userEvent.type(
      screen.getByRole('textbox', { name: 'Reason for declining' }),
      'Outside the covered area.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(
        /^Declined\. The client is being told; the payment is flagged for refund to 2547/,
      ),
    ).toBeTruthy();
  });

  it('asks the client for information and keeps the decisions open', async () => {
    const coverId = await paidCover();
    renderAt(`/admin/applications/${coverId}`);
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'What the client needs to send' }),
      'A photo of the title deed.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ask for information' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Information requested. The client is being told what to send.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Review history' })).getByText(/A photo of the title deed/),
      ).toBeTruthy(),
    );
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
  });
});
