// The three edit dialogs of /profile (point 2): the contact form's messages (point 5), first failure
// first, then PUT users/:id and 'Profile updated successfully'.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { toast as sonnerToast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, session } from '../../../../src/client/state/session';
import { formatPhoneForPeople } from '../../../../src/domain/phone';
import { serveApiForClientTests } from '../../../helpers/client-api-server';
import { captureSms } from '../../../helpers/server-sms';
import { createTestUser, uniqueMsisdn } from '../../../helpers/server-users';
import { openProfile, signInByCode } from './signed-in-client';

const sms = captureSms();
const api = serveApiForClientTests({ sms: sms.sender });

beforeEach(() => clearSession());
afterEach(() => sonnerToast.dismiss());

async function openEditDialog(user: UserEvent, section: 'Personal Info' | 'Professional' | 'Address') {
  const account = await createTestUser(api.database, { msisdn: uniqueMsisdn() });
  await signInByCode(api.app, sms, account.msisdn);
  openProfile();
  const menu = await screen.findByRole('navigation', { name: 'Profile sections' });
  await user.click(within(menu).getByRole('button', { name: section }));
  await user.click(screen.getByRole('button', { name: `Edit ${section}` }));
  return { account, dialog: await screen.findByRole('dialog') };
}

async function replaceText(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.type(field, text);
}

/** Each case: what to type in which field, and the one message the dialog then shows under it. */
async function expectMessages(
  user: UserEvent,
  dialog: HTMLElement,
  cases: { field: string; text: string; message: string }[],
) {
  for (const { field, text, message } of cases) {
    const input = within(dialog).getByLabelText(field);
    await replaceText(user, input, text);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);
  }
}

describe('the personal info dialog', () => {
  it("says each of the contact form's messages for name, phone, e-mail and ID number", async () => {
    const user = userEvent.setup();
    const { account, dialog } = await openEditDialog(user, 'Personal Info');
    await expectMessages(user, dialog, [
      { field: 'Full Name *', text: '', message: 'Please enter your full name' },
    ]);
    await replaceText(user, within(dialog).getByLabelText('Full Name *'), 'Jane Kamau');
    await expectMessages(user, dialog, [
      { field: 'Phone Number *', text: '', message: 'Please enter your phone number' },
      {
        field: 'Phone Number *',
        text: '0812 345 678',
        message: 'Please enter a valid Kenyan phone number (07XXXXXXXX or +254XXXXXXXXX)',
      },
    ]);
    await replaceText(user, within(dialog).getByLabelText('Phone Number *'), account.msisdn);
    await expectMessages(user, dialog, [
      { field: 'Email Address *', text: '', message: 'Please enter your email address' },
      { field: 'Email Address *', text: 'jane@mail', message: 'Please enter a valid email address' },
    ]);
    await replaceText(user, within(dialog).getByLabelText('Email Address *'), 'jane.k@mail.com');
    await expectMessages(user, dialog, [
      { field: 'ID Number *', text: '', message: 'Please enter your ID number' },
    ]);
  });

  it("saves, says 'Profile updated successfully' and shows the new details, here and in the session", async () => {
    const user = userEvent.setup();
    const { account, dialog } = await openEditDialog(user, 'Personal Info');
    await replaceText(user, within(dialog).getByLabelText('Full Name *'), 'Jane Wairimu Kamau');
    await replaceText(user, within(dialog).getByLabelText('Email Address *'), 'Jane.Wairimu@Mail.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const personal = screen.getByRole('region', { name: 'Personal Info' });
    expect(within(personal).getByText('Jane Wairimu Kamau')).toBeTruthy();
    expect(within(personal).getByText('jane.wairimu@mail.com')).toBeTruthy();
    expect(session.userDetails?.name).toBe('Jane Wairimu Kamau');
    expect(session.userDetails?.id).toBe(account.id);
  });

  it("shows the server's message when the phone number belongs to another account", async () => {
    const user = userEvent.setup();
    const other = await createTestUser(api.database, { msisdn: uniqueMsisdn() });
    const { dialog } = await openEditDialog(user, 'Personal Info');

    await replaceText(user, within(dialog).getByLabelText('Phone Number *'), other.msisdn);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(dialog).findByText(
        'This phone number belongs to another account. Please use a different number.',
      ),
    ).toBeTruthy();
  });

  it('keeps the old phone until the code sent to the new one is entered, then shows the new one', async () => {
    const user = userEvent.setup();
    const { account, dialog } = await openEditDialog(user, 'Personal Info');
    const newPhone = uniqueMsisdn();
    const typed = `0${newPhone.slice(3)}`;
    await replaceText(user, within(dialog).getByLabelText('Phone Number *'), typed);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText(
        'Profile updated. We have sent a code to your new phone number: enter it to start using that number.',
      ),
    ).toBeTruthy();
    const personal = screen.getByRole('region', { name: 'Personal Info' });
    const card = within(personal).getByRole('form', { name: 'Confirm your new phone number' });
    // Both numbers as people read them.
    expect(within(card).getByRole('status').textContent).toContain(formatPhoneForPeople(typed));
    expect(within(personal).getByText(formatPhoneForPeople(account.msisdn))).toBeTruthy();

    await user.type(
      within(card).getByRole('textbox', { name: /4-digit code/ }),
      sms.lastPhoneChangeCodeTo(newPhone),
    );
    await user.click(within(card).getByRole('button', { name: 'Verify new number' }));
    expect(await screen.findByText('Your phone number has been changed.')).toBeTruthy();
    await waitFor(() => expect(within(personal).queryByRole('form')).toBeNull());
    expect(within(personal).getByText(formatPhoneForPeople(newPhone))).toBeTruthy();
    expect(session.userDetails?.msisdn).toBe(newPhone);
  });

  it("shows the server's message when the e-mail address belongs to another account", async () => {
    const user = userEvent.setup();
    const other = await createTestUser(api.database, { msisdn: uniqueMsisdn() });
    const { dialog } = await openEditDialog(user, 'Personal Info');

    await replaceText(user, within(dialog).getByLabelText('Email Address *'), other.email as string);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(dialog).findByText(
        'This email address belongs to another account. Please use a different address.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('Email Address *').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the professional dialog', () => {
  it('asks for the profession, then the KRA PIN, and saves them', async () => {
    const user = userEvent.setup();
    const { dialog } = await openEditDialog(user, 'Professional');
    await expectMessages(user, dialog, [
      { field: 'Profession *', text: '', message: 'Please enter your profession' },
    ]);
    await replaceText(user, within(dialog).getByLabelText('Profession *'), 'Nurse');
    await expectMessages(user, dialog, [
      { field: 'KRA PIN *', text: '', message: 'Please enter your KRA PIN' },
    ]);
    await replaceText(user, within(dialog).getByLabelText('KRA PIN *'), 'P051234567Q');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    const professional = screen.getByRole('region', { name: 'Professional' });
    expect(within(professional).getByText('Nurse')).toBeTruthy();
    expect(within(professional).getByText('P051234567Q')).toBeTruthy();
  });
});

describe('the address dialog', () => {
  it('asks for the postal address and takes the physical address as optional', async () => {
    const user = userEvent.setup();
    const { dialog } = await openEditDialog(user, 'Address');
    await expectMessages(user, dialog, [
      { field: 'Postal Address *', text: '', message: 'Please enter your postal address' },
    ]);
    await replaceText(user, within(dialog).getByLabelText('Postal Address *'), 'P.O. Box 42-00200, Nairobi');
    await replaceText(user, within(dialog).getByLabelText('Physical Address'), 'Ngong Road, Kilimani');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    const address = screen.getByRole('region', { name: 'Address' });
    expect(within(address).getByText('P.O. Box 42-00200, Nairobi')).toBeTruthy();
    expect(within(address).getByText('Ngong Road, Kilimani')).toBeTruthy();
  });
});
