// Change Password on /profile (points 2, 4 and 5): the rules' messages, the server's answers, and a
// change that signs the client out to /login.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { toast as sonnerToast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, session } from '../../../../src/client/state/session';
import { serveApiForClientTests } from '../../../helpers/client-api-server';
import { captureSms } from '../../../helpers/server-sms';
import { createTestUser, uniqueMsisdn } from '../../../helpers/server-users';
import { openProfile, profileStatusWith, signedOut, signInByCode, signUpAndSignIn } from './signed-in-client';

const sms = captureSms();
const api = serveApiForClientTests({ sms: sms.sender });

beforeEach(() => clearSession());
afterEach(() => sonnerToast.dismiss());

async function openChangePassword(user: UserEvent) {
  openProfile();
  const menu = await screen.findByRole('navigation', { name: 'Profile sections' });
  await user.click(within(menu).getByRole('button', { name: 'Account' }));
  // The Account section is its own chunk, loaded when first opened.
  await user.click(await screen.findByRole('button', { name: 'Change Password' }));
  return screen.findByRole('dialog', { name: 'Change Password' });
}

async function fill(
  user: UserEvent,
  dialog: HTMLElement,
  values: { old?: string; fresh?: string; confirm?: string },
) {
  const fields = [
    ['Current Password', values.old],
    ['New Password *', values.fresh],
    ['Confirm New Password *', values.confirm],
  ] as const;
  for (const [label, text] of fields) {
    const input = within(dialog).getByLabelText(label);
    await user.clear(input);
    if (text) await user.type(input, text);
  }
  await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
}

const loginStatus = async (msisdn: string, password: string) =>
  (
    await api.app.inject({
      method: 'POST',
      url: '/api/home-insurance/users/login',
      payload: { msisdn, password },
    })
  ).statusCode;

describe('the change password dialog', () => {
  it('says what is wrong with the new password and its confirmation, one message at a time', async () => {
    const user = userEvent.setup();
    await signUpAndSignIn(api.app, sms);
    const dialog = await openChangePassword(user);
    const cases = [
      [{}, 'New Password *', 'New password is required.'],
      [{ fresh: 'abc12' }, 'New Password *', 'New password must be at least 6 characters long.'],
      [{ fresh: 'abcdef1' }, 'Confirm New Password *', 'Please confirm your new password.'],
      [
        { fresh: 'abcdef1', confirm: 'abcdef2' },
        'Confirm New Password *',
        'New password and confirm password do not match.',
      ],
    ] as const;
    for (const [values, field, message] of cases) {
      await fill(user, dialog, values);
      expect(await within(dialog).findByText(message)).toBeTruthy();
      expect(within(dialog).getByLabelText(field).getAttribute('aria-invalid')).toBe('true');
      expect(within(dialog).queryAllByText(/password/, { selector: '.field__error' })).toHaveLength(1);
    }
    expect(session.is_authenticated).toBe(true);
  });

  it("shows the server's answer under Current Password when it is wrong or missing", async () => {
    const user = userEvent.setup();
    await signUpAndSignIn(api.app, sms);
    const dialog = await openChangePassword(user);

    await fill(user, dialog, { old: 'Not-it#2026', fresh: 'newpass1', confirm: 'newpass1' });
    expect(await within(dialog).findByText('The current password is incorrect.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Current Password').getAttribute('aria-invalid')).toBe('true');

    await fill(user, dialog, { fresh: 'newpass1', confirm: 'newpass1' });
    expect(await within(dialog).findByText('Current password is required.')).toBeTruthy();
    expect(session.is_authenticated).toBe(true);
  });

  it('shows and hides each password on request', async () => {
    const user = userEvent.setup();
    await signUpAndSignIn(api.app, sms);
    const dialog = await openChangePassword(user);
    const input = within(dialog).getByLabelText('New Password *');
    expect(input.getAttribute('type')).toBe('password');
    const toggle = within(dialog).getByRole('button', { name: 'Show new password' });
    await user.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(input.getAttribute('type')).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });

  it('a change signs the client out to /login; the old session ends and the new password works', async () => {
    const user = userEvent.setup();
    const { token, user: account, password } = await signUpAndSignIn(api.app, sms);
    const dialog = await openChangePassword(user);
    await fill(user, dialog, { old: password, fresh: 'Fresh-pass-26', confirm: 'Fresh-pass-26' });

    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(signedOut()).toBe(true);
    expect(await profileStatusWith(api.app, token, account.id)).toBe(401);
    expect(await loginStatus(account.msisdn, 'Fresh-pass-26')).toBe(200);
  });

  it('an account made by a purchase sets its first password with the current one left empty', async () => {
    const user = userEvent.setup();
    const account = await createTestUser(api.database, { msisdn: uniqueMsisdn() });
    await signInByCode(api.app, sms, account.msisdn);
    const dialog = await openChangePassword(user);
    await fill(user, dialog, { fresh: 'first-pass', confirm: 'first-pass' });

    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(signedOut()).toBe(true);
    expect(await loginStatus(account.msisdn, 'first-pass')).toBe(200);
  });
});
