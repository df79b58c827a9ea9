// In /admin, a client phones and reads out their purchase reference. The applications
// queue names each application by it (policyLabel), its "Find by reference" field opens the application
// typed any way (lower case, no hyphen), and the application page names the policy the same way.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import AdminApp from '../../../src/client/admin/admin-app';
import { endAdminSession, startAdminSession } from '../../../src/client/admin/admin-session';
import { StkPushResponseSchema } from '../../../src/domain/api';
import { AdminLoginResponseSchema } from '../../../src/domain/api/admin-operators';
import { serveApiForClientTests } from '../../helpers/client-api-server';
import { testConfig } from '../../helpers/server-app';
import { testClock } from '../../helpers/server-clock';
import { operatorSignIn, readyOperator } from '../../helpers/server-operators';
import {
  buyBody,
  callbackUrl,
  paidCallbackBody,
  payerEndingIn,
  quoteFor,
  TEST_CALLBACK_TOKEN,
} from '../../helpers/server-payments';
import { wholeText } from '../../helpers/whole-text';

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
  return { coverId: data.cover_id, reference: data.reference };
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

/** As heard over the phone and typed quickly: lower case, no hyphen. */
const asTyped = (reference: string) => reference.replace('-', '').toLowerCase();

describe('the purchase reference in the applications pages', () => {
  it('names each queued application by its reference and opens one found by the reference typed any way', async () => {
    const { coverId, reference } = await paidCover();
    renderAt('/admin/applications');
    expect(await screen.findByText(wholeText(`Policy ref ${reference}`))).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Find by reference'), asTyped(reference));
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByRole('heading', { name: 'Application: Wanjiru Kamau' })).toBeTruthy();
    expect(window.location.pathname).toBe(`/admin/applications/${coverId}`);
    expect(await screen.findByText(wholeText(`Policy ref ${reference}`))).toBeTruthy();
    const review = screen.getByRole('region', { name: 'Review' });
    expect(within(review).getByText(reference)).toBeTruthy();
    expect(within(review).getByText('Not issued yet')).toBeTruthy();
  });

  it('says in words when the reference cannot be one, or no policy has it, and stays on the queue', async () => {
    renderAt('/admin/applications');
    const field = await screen.findByLabelText('Find by reference');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A reference is 8 letters and digits, like K7Q3-M9XT.',
    );
    await userEvent.type(field, 'zzzz 2222');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'No policy has the reference ZZZZ-2222. Check it with the client.',
      ),
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(window.location.pathname).toBe('/admin/applications');
  });
});
