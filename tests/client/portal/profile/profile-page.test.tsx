// /profile (point 2): the sections from GET users/:id, the menus, the loading state and Logout.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast as sonnerToast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, session } from '../../../../src/client/state/session';
import { formatPhoneForPeople } from '../../../../src/domain/phone';
import { serveApiForClientTests } from '../../../helpers/client-api-server';
import { captureSms } from '../../../helpers/server-sms';
import { createTestUser, uniqueMsisdn } from '../../../helpers/server-users';
import { openProfile, profileStatusWith, signedOut, signInByCode } from './signed-in-client';

const sms = captureSms();
const api = serveApiForClientTests({ sms: sms.sender });

beforeEach(() => clearSession());
afterEach(() => sonnerToast.dismiss());

async function signedInClient(overrides: Parameters<typeof createTestUser>[1] = {}) {
  const account = await createTestUser(api.database, { msisdn: uniqueMsisdn(), ...overrides });
  return { account, ...(await signInByCode(api.app, sms, account.msisdn)) };
}

describe('the profile page', () => {
  it("says 'Loading Profile' while it fetches, then shows the personal details from the server", async () => {
    const { account } = await signedInClient({ name: 'Amina Njeri Otieno', idNumber: null });
    openProfile();
    expect(await screen.findByRole('heading', { name: 'Loading Profile' })).toBeTruthy();
    expect(screen.getByText('Please wait while we fetch your information...')).toBeTruthy();

    expect(await screen.findByText('Profile fetched successfully')).toBeTruthy();
    // The toast and the section may paint in different ticks: wait for the section, do not read it at once.
    const personal = await screen.findByRole('region', { name: 'Personal Info' });
    const value = (label: string) => within(personal).getByText(label).nextElementSibling?.textContent;
    expect(value('Full Name')).toBe('Amina Njeri Otieno');
    expect(value('Email Address')).toBe(account.email);
    // As people read and dial it (0766 599 754), not the stored 254766599754.
    expect(value('Phone Number')).toBe(
      `0${account.msisdn.slice(3, 6)} ${account.msisdn.slice(6, 9)} ${account.msisdn.slice(9)}`,
    );
    expect(value('ID Number')).toBe('Not provided');
  });

  it('shows each section from the menu, with the avatar initial, name and e-mail beside it', async () => {
    const user = userEvent.setup();
    const { account } = await signedInClient({ name: 'Baraka Mwangi', physicalAddress: null });
    openProfile();
    const menu = await screen.findByRole('navigation', { name: 'Profile sections' });
    expect(within(menu).getByText('B')).toBeTruthy();
    expect(within(menu).getByText('Baraka Mwangi')).toBeTruthy();
    expect(within(menu).getByText(account.email as string)).toBeTruthy();

    await user.click(within(menu).getByRole('button', { name: 'Professional' }));
    const professional = screen.getByRole('region', { name: 'Professional' });
    expect(within(professional).getByText('Teacher')).toBeTruthy();
    expect(within(professional).getByText('A012345678Z')).toBeTruthy();

    await user.click(within(menu).getByRole('button', { name: 'Address' }));
    const address = screen.getByRole('region', { name: 'Address' });
    expect(within(address).getByText('P.O. Box 123-00100, Nairobi')).toBeTruthy();
    expect(within(address).getByText('Not provided')).toBeTruthy();

    await user.click(within(menu).getByRole('button', { name: 'My Policies' }));
    expect(screen.getByRole('region', { name: 'My Policies' })).toBeTruthy();
    await user.click(within(menu).getByRole('button', { name: 'Account' }));
    // The Account section loads on first opening.
    expect(
      await within(screen.getByRole('region', { name: 'Account' })).findByRole('button', {
        name: 'Change Password',
      }),
    ).toBeTruthy();
  });

  it('offers the sections in a menu that opens and closes on a phone', async () => {
    const user = userEvent.setup();
    await signedInClient();
    openProfile();
    const toggle = await screen.findByRole('button', { name: 'Sections menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    await user.click(within(list as HTMLElement).getByRole('button', { name: 'Address' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // The chosen item folds away with the menu: focus lands on the section it opened.
    const heading = screen.getByRole('heading', { level: 2, name: 'Address' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('falls back to the details saved on this device when the server cannot be reached', async () => {
    const { account } = await signedInClient({ name: 'Chebet Koech' });
    const origin = (globalThis as { __apiOrigin?: string }).__apiOrigin;
    // Nothing listens on port 9: the request fails as it would offline.
    (globalThis as { __apiOrigin?: string }).__apiOrigin = 'http://127.0.0.1:9';
    try {
      openProfile();
      expect(
        await screen.findByText('You are offline: these are the details saved on this device.'),
      ).toBeTruthy();
      const personal = screen.getByRole('region', { name: 'Personal Info' });
      expect(within(personal).getByText('Chebet Koech')).toBeTruthy();
      expect(within(personal).getByText(formatPhoneForPeople(account.msisdn))).toBeTruthy();
    } finally {
      (globalThis as { __apiOrigin?: string }).__apiOrigin = origin;
    }
  });

  it('a session ended elsewhere (another device logged out) goes to /login', async () => {
    const { token } = await signedInClient();
    await api.app.inject({
      method: 'POST',
      url: '/api/home-insurance/users/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    openProfile();
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(signedOut()).toBe(true);
  });

  it('Logout ends the session on the server, clears it on the device and goes to /login', async () => {
    const user = userEvent.setup();
    const { token, user: signedIn } = await signedInClient();
    openProfile();
    await screen.findByText('Profile fetched successfully');
    const [logout] = screen.getAllByRole('button', { name: 'Logout' });
    await user.click(logout as HTMLElement);

    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(signedOut()).toBe(true);
    expect(session.userDetails).toBeNull();
    expect(await profileStatusWith(api.app, token, signedIn.id)).toBe(401);
  });
});
