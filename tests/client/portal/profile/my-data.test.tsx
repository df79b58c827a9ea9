// My data on /profile (Data Protection Act 2019 s.26): 'Download my data' saves the server's
// export as a .json file; 'Delete my account' erases and signs out, or says what is kept while a cover
// is live.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { toast as sonnerToast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '../../../../src/client/state/session';
import { StkPushResponseSchema } from '../../../../src/domain/api';
import { myDataMessages } from '../../../../src/domain/my-data-messages';
import { serveApiForClientTests } from '../../../helpers/client-api-server';
import { testConfig } from '../../../helpers/server-app';
import {
  buyBody,
  callbackUrl,
  paidCallbackBody,
  quoteFor,
  TEST_CALLBACK_TOKEN,
} from '../../../helpers/server-payments';
import { captureSms } from '../../../helpers/server-sms';
import { createTestUser, uniqueMsisdn } from '../../../helpers/server-users';
import { openProfile, profileStatusWith, signedOut, signInByCode } from './signed-in-client';

const sms = captureSms();
const api = serveApiForClientTests({
  sms: sms.sender,
  config: testConfig({ MPESA_CALLBACK_TOKEN: TEST_CALLBACK_TOKEN }),
});

// jsdom has no object URLs: this stands in for the browser's, keeping each Blob so the test can read it.
const blobs = new Map<string, Blob>();
URL.createObjectURL = (blob: Blob) => {
  const url = `blob:test/${blobs.size}`;
  blobs.set(url, blob);
  return url;
};
URL.revokeObjectURL = () => {};

beforeEach(() => clearSession());

afterEach(() => sonnerToast.dismiss());

async function openAccount(user: UserEvent) {
  openProfile();
  const menu = await screen.findByRole('navigation', { name: 'Profile sections' });
  await user.click(within(menu).getByRole('button', { name: 'Account' }));
  // The Account section is its own chunk, loaded when first opened.
  await screen.findByRole('button', { name: 'Download my data' });
}

/** A client whose purchase is paid: the cover is live. */
async function clientWithLiveCover() {
  const quotation = await quoteFor(api.app);
  const payer = uniqueMsisdn();
  const bought = StkPushResponseSchema.parse(
    (
      await api.app.inject({
        method: 'POST',
        url: '/api/home-insurance/quotations/buy-product',
        payload: buyBody(quotation, payer),
      })
    ).json(),
  );
  await api.app.inject({
    method: 'POST',
    url: callbackUrl(),
    payload: paidCallbackBody(bought.checkout_request_id, bought.data.amount, { payer }),
  });
  return signInByCode(api.app, sms, payer);
}

describe('Download my data', () => {
  it("saves the server's export of the account as a .json file", async () => {
    const user = userEvent.setup();
    const account = await createTestUser(api.database, { msisdn: uniqueMsisdn(), name: 'Wekesa Barasa' });
    await signInByCode(api.app, sms, account.msisdn);
    const downloads: { href: string; name: string }[] = [];
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a[download]') as HTMLAnchorElement | null;
      if (!link) return;
      // The browser would save the file; jsdom would try to navigate.
      event.preventDefault();
      downloads.push({ href: link.href, name: link.download });
    };
    document.addEventListener('click', onClick, true);
    try {
      await openAccount(user);
      await user.click(screen.getByRole('button', { name: 'Download my data' }));
      await waitFor(() => expect(downloads).toHaveLength(1));
    } finally {
      document.removeEventListener('click', onClick, true);
    }

    const [download] = downloads;
    expect(download?.name).toMatch(/^kinga-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const blob = blobs.get(download?.href ?? '');
    expect(blob?.type).toBe('application/json');
    const data = JSON.parse((await blob?.text()) ?? '{}');
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining(['account', 'consents', 'covers', 'payments', 'exported_at']),
    );
    expect(JSON.stringify(data.account)).toContain('Wekesa Barasa');
  });
});

describe('Delete my account', () => {
  it("with no live cover erases the account, signs out and goes home with the server's message", async () => {
    const user = userEvent.setup();
    const account = await createTestUser(api.database, { msisdn: uniqueMsisdn() });
    const { token } = await signInByCode(api.app, sms, account.msisdn);
    await openAccount(user);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete my account' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(signedOut()).toBe(true);
    expect(await screen.findByText(myDataMessages.deleted)).toBeTruthy();
    expect(await profileStatusWith(api.app, token, account.id)).toBe(401);
  });

  it('with a live cover keeps the account and says in the dialog what is kept and why', async () => {
    const user = userEvent.setup();
    const { token, user: account } = await clientWithLiveCover();
    await openAccount(user);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete my account' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    const refusal = await within(dialog).findByRole('alert');
    const answer = await api.app.inject({
      method: 'DELETE',
      url: `/api/home-insurance/users/${account.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'account_has_live_cover' });
    expect(refusal.textContent).toBe(answer.json().message);
    expect(refusal.textContent).toMatch(/^Your account cannot be deleted while a policy is active/);
    expect(window.location.pathname).toBe('/profile');
    expect(signedOut()).toBe(false);
  });
});
