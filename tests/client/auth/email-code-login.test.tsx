// On /login, strangers' wrong codes from many addresses locked a phone's codes by SMS;
// its holder is offered a code by e-mail instead, and signs in with it.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, session } from '../../../src/client/state/session';
import { serveApiForClientTests } from '../../helpers/client-api-server';
import { renderAppAt } from '../../helpers/render-app';
import { testClock } from '../../helpers/server-clock';
import { captureMail } from '../../helpers/server-mail';
import { captureSms } from '../../helpers/server-sms';
import { createTestUser } from '../../helpers/server-users';

const clock = testClock();
const sms = captureSms();
const mail = captureMail();
const api = serveApiForClientTests({ sms: sms.sender, mail: mail.sender, clock });

beforeEach(() => clearSession());

/** Strangers at ten addresses send ten wrong codes: the phone's own lock starts. */
async function lockedByStrangers(msisdn: string) {
  let address = 0;
  const post = (path: string, payload: object) =>
    api.app.inject({
      method: 'POST',
      url: `/api/home-insurance/users/otp/${path}`,
      payload,
      remoteAddress: `10.68.0.${++address}`,
    });
  for (let code = 0; code < 2; code += 1) {
    await post('request', { Identifier: msisdn });
    const wrong = String((Number(sms.lastCodeTo(msisdn)) + 1) % 10_000).padStart(4, '0');
    for (let attempt = 0; attempt < 5; attempt += 1) await post('verify', { Identifier: msisdn, otp: wrong });
    clock.advance(60_000);
  }
}

describe('/login while strangers have locked the phone', () => {
  it('says how long to wait, offers a code by e-mail, and signs in with it', async () => {
    const client = await createTestUser(api.database);
    await lockedByStrangers(client.msisdn);
    const user = userEvent.setup();
    renderAppAt('/login');
    await user.type(
      await screen.findByRole('textbox', { name: /Phone Number/ }),
      `0${client.msisdn.slice(3)}`,
    );
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(
      await screen.findByText('Too many wrong codes for this number. Please try again in 119 minutes.'),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send a code to my e-mail instead' }));
    expect(
      await screen.findByText(
        'If this number has an account with an e-mail address, we have sent a 6-digit code to it.',
      ),
    ).toBeTruthy();
    const code = /sign-in code is (\d{6})/.exec(mail.messages().at(-1)?.text ?? '')?.[1] ?? '';
    expect(mail.messages().at(-1)?.to).toBe(client.email);
    await user.type(screen.getByRole('textbox', { name: /Code from the e-mail/ }), code);
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/profile'));
    expect(session.userDetails?.id).toBe(client.id);
  });
});
