// Profile edits made offline: Save queues the edit, the dialog closes and the profile
// shows the edited values with a note that they wait to be sent; on reconnecting the outbox sends it once
// and the page shows the server's values and says so. A refusal is shown; a waiting edit can be cancelled.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { toast as sonnerToast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kingaDb } from '../../../../src/client/offline/kinga-db';
import { clearSession, signIn } from '../../../../src/client/state/session';
import { ProfileResponseSchema } from '../../../../src/domain/api';
import { formatPhoneForPeople } from '../../../../src/domain/phone';
import { profilePageMessages } from '../../../../src/domain/profile-page-messages';
import { queuedSubmissionMessages } from '../../../../src/domain/queued-submission-messages';
import { serveApiForClientTests } from '../../../helpers/client-api-server';
import { captureSms } from '../../../helpers/server-sms';
import { createTestUser, uniqueMsisdn } from '../../../helpers/server-users';
import { openProfile, signInByCode } from './signed-in-client';

const sms = captureSms();
let profilePuts = 0;
const api = serveApiForClientTests({
  sms: sms.sender,
  beforeListen: (app) =>
    app.addHook('onResponse', async (request) => {
      if (request.method === 'PUT' && request.url.includes('/home-insurance/users/')) profilePuts += 1;
    }),
});

let online = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

function goOffline() {
  online = false;
  window.dispatchEvent(new Event('offline'));
}
function goOnline() {
  online = true;
  window.dispatchEvent(new Event('online'));
}

beforeEach(async () => {
  online = true;
  profilePuts = 0;
  clearSession();
  await kingaDb().outbox.clear();
  await kingaDb().profiles.clear();
});
afterEach(() => {
  online = true;
  sonnerToast.dismiss();
});

/** Signed in and /profile opened once online, so the device keeps the profile. */
async function signedInProfile(overrides: Parameters<typeof createTestUser>[1] = {}) {
  const account = await createTestUser(api.database, { msisdn: uniqueMsisdn(), ...overrides });
  const { token, user: signInRecord } = await signInByCode(api.app, sms, account.msisdn);
  openProfile();
  await screen.findByText('Profile fetched successfully');
  await waitFor(async () => expect(await kingaDb().profiles.get(account.id)).toBeTruthy());
  return { account, token, signInRecord };
}

async function serverProfile(token: string, userId: string) {
  const answer = await api.app.inject({
    method: 'GET',
    url: `/api/home-insurance/users/${userId}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return ProfileResponseSchema.parse(answer.json()).data;
}

async function editOffline(user: UserEvent, field: string, text: string) {
  await user.click(screen.getByRole('button', { name: 'Edit Personal Info' }));
  const dialog = await screen.findByRole('dialog');
  const input = within(dialog).getByLabelText(field);
  await user.clear(input);
  await user.type(input, text);
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('a profile edit made offline', () => {
  it('is kept on the device and shown as waiting, then sent once on reconnecting, with the saved values shown', async () => {
    const user = userEvent.setup();
    const { account, token } = await signedInProfile({ name: 'Wanjiru Kamau' });
    goOffline();
    await editOffline(user, 'Full Name *', 'Wanjiru Njeri Kamau');

    expect(await screen.findByText(queuedSubmissionMessages.profileEditQueued)).toBeTruthy();
    const personal = screen.getByRole('region', { name: 'Personal Info' });
    expect(within(personal).getByText('Wanjiru Njeri Kamau')).toBeTruthy();
    expect(within(personal).getByText(queuedSubmissionMessages.profileEditWaiting)).toBeTruthy();

    // Reopened with no connection: the device's copy (IndexedDB) with the waiting edit over it.
    cleanup();
    openProfile();
    const reopened = await screen.findByRole('region', { name: 'Personal Info' });
    // The device's copy and the waiting edit are two reads of IndexedDB; the section can show before the
    // second has answered (CI, loaded, saw the saved name first).
    expect(await within(reopened).findByText('Wanjiru Njeri Kamau')).toBeTruthy();
    expect(within(reopened).getByText(formatPhoneForPeople(account.msisdn))).toBeTruthy();
    expect(within(reopened).getByText(queuedSubmissionMessages.profileEditWaiting)).toBeTruthy();
    expect(profilePuts).toBe(0);
    expect((await serverProfile(token, account.id)).name).toBe('Wanjiru Kamau');

    goOnline();
    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(queuedSubmissionMessages.profileEditWaiting)).toBeNull());
    expect(within(reopened).getByText('Wanjiru Njeri Kamau')).toBeTruthy();
    expect((await serverProfile(token, account.id)).name).toBe('Wanjiru Njeri Kamau');
    expect(profilePuts).toBe(1);
    expect(await kingaDb().outbox.count()).toBe(0);
    expect((await kingaDb().profiles.get(account.id))?.profile).toMatchObject({
      name: 'Wanjiru Njeri Kamau',
    });
  });

  it('can be cancelled while it waits: the saved values come back and nothing is sent', async () => {
    const user = userEvent.setup();
    const { account, token } = await signedInProfile({ name: 'Otieno Ouma' });
    goOffline();
    await editOffline(user, 'Full Name *', 'Otieno Cancelled Ouma');
    const personal = screen.getByRole('region', { name: 'Personal Info' });
    await user.click(
      within(personal).getByRole('button', { name: queuedSubmissionMessages.cancelProfileEdit }),
    );
    await waitFor(() => expect(within(personal).getByText('Otieno Ouma')).toBeTruthy());
    expect(within(personal).queryByText(queuedSubmissionMessages.profileEditWaiting)).toBeNull();

    goOnline();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(profilePuts).toBe(0);
    expect((await serverProfile(token, account.id)).name).toBe('Otieno Ouma');
  });

  it("shows the server's refusal after reconnecting (the e-mail is another account's), not the edit", async () => {
    const user = userEvent.setup();
    const other = await createTestUser(api.database, { msisdn: uniqueMsisdn() });
    const { account } = await signedInProfile();
    goOffline();
    await editOffline(user, 'Email Address *', other.email as string);
    goOnline();

    const refusal = 'This email address belongs to another account. Please use a different address.';
    const personal = screen.getByRole('region', { name: 'Personal Info' });
    expect(await within(personal).findByRole('alert')).toBeTruthy();
    expect(within(personal).getByRole('alert').textContent).toContain(refusal);
    expect(within(personal).getByText(account.email as string)).toBeTruthy();
    await user.click(within(personal).getByRole('button', { name: queuedSubmissionMessages.dismiss }));
    await waitFor(() => expect(within(personal).queryByRole('alert')).toBeNull());
    expect(await kingaDb().outbox.count()).toBe(0);
  });

  it('a server out of reach (online but no answer) queues the edit too', async () => {
    const user = userEvent.setup();
    await signedInProfile({ name: 'Chebet Koech' });
    const origin = (globalThis as { __apiOrigin?: string }).__apiOrigin;
    (globalThis as { __apiOrigin?: string }).__apiOrigin = 'http://127.0.0.1:9';
    try {
      await editOffline(user, 'Full Name *', 'Chebet Jeptoo Koech');
      expect(await screen.findByText(queuedSubmissionMessages.profileEditQueued)).toBeTruthy();
      expect(screen.getByText(queuedSubmissionMessages.profileEditWaiting)).toBeTruthy();
    } finally {
      (globalThis as { __apiOrigin?: string }).__apiOrigin = origin;
    }
  });

  it("shows the device's saved profile (IndexedDB) offline, with what the sign-in record lacks", async () => {
    const user = userEvent.setup();
    const address = 'Kilimani, Argwings Kodhek Rd';
    const { token, signInRecord } = await signedInProfile({ physicalAddress: address });
    cleanup();
    // Signed in again later: the session holds the sign-in record, which has no physical address.
    signIn({ token, user: signInRecord });
    goOffline();
    const origin = (globalThis as { __apiOrigin?: string }).__apiOrigin;
    (globalThis as { __apiOrigin?: string }).__apiOrigin = 'http://127.0.0.1:9';
    try {
      openProfile();
      const menu = await screen.findByRole('navigation', { name: 'Profile sections' });
      await user.click(within(menu).getByRole('button', { name: 'Address' }));
      const section = screen.getByRole('region', { name: 'Address' });
      expect(within(section).getByText(address)).toBeTruthy();
    } finally {
      (globalThis as { __apiOrigin?: string }).__apiOrigin = origin;
    }
  });
});

// 'You are offline…' stayed after the connection (and the queued work) came back.
describe('the offline notice', () => {
  it('goes when the connection returns, the profile read from the server again', async () => {
    const { token, signInRecord } = await signedInProfile();
    cleanup();
    signIn({ token, user: signInRecord });
    goOffline();
    openProfile();
    expect(await screen.findByText(profilePageMessages.offlineCopy)).toBeTruthy();
    goOnline();
    await waitFor(() => expect(screen.queryByText(profilePageMessages.offlineCopy)).toBeNull(), {
      timeout: 5000,
    });
  });
});
