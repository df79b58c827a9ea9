// /admin/operators and /admin/audit against the real API (admins manage operators and read the
// audit log): an admin disables an agent after a confirmation and hears the result; the audit log then
// shows who did it, to whom, and the values before and after; an agent gets neither page nor their links.
// An admin unlocks an operator locked out at an address; the log shows the failed tries
// as tries on that operator from a masked address, not as the operator's own acts.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import AdminApp from '../../../src/client/admin/admin-app';
import { endAdminSession } from '../../../src/client/admin/admin-session';
import { signInToBackOffice } from '../../helpers/admin-session';
import { serveApiForClientTests } from '../../helpers/client-api-server';
import { testClock } from '../../helpers/server-clock';
import { commandLineOperators, operatorPassword, totpCode } from '../../helpers/server-operators';

const clock = testClock();
const api = serveApiForClientTests({ clock });

afterEach(() => {
  cleanup();
  endAdminSession();
});

function openAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(<AdminApp />);
}

describe('/admin/operators', () => {
  it('lets an admin disable an agent after a confirmation, but not themselves', async () => {
    const agent = await signInToBackOffice(api, clock, 'agent');
    const admin = await signInToBackOffice(api, clock, 'admin');
    const user = userEvent.setup();
    openAt('/admin/operators');

    const list = await screen.findByRole('list', { name: 'Operators' });
    const own = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes(admin.email)) as HTMLElement;
    expect(own.textContent).toContain('(you)');
    expect(within(own).queryByRole('button', { name: 'Disable' })).toBeNull();

    const card = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes(agent.email)) as HTMLElement;
    expect(card.textContent).toContain('Agent');
    expect(card.textContent).toContain('Active since');
    await user.click(within(card).getByRole('button', { name: 'Disable' }));
    expect(card.textContent).toContain('Disable Test agent? They are signed out at once');
    const yes = within(card).getByRole('button', { name: 'Yes, disable' });
    await waitFor(() => expect(document.activeElement).toBe(yes));
    await user.click(yes);

    await waitFor(() =>
      expect(screen.getByText('Test agent is disabled and signed out everywhere.')).toBeTruthy(),
    );
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Operators' }));
    await waitFor(() => expect(card.textContent).toContain('Disabled on'));
    expect(within(card).queryByRole('button', { name: 'Disable' })).toBeNull();
    const agentMe = await api.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${agent.token}` },
    });
    expect(agentMe.statusCode).toBe(401);

    cleanup();
    openAt('/admin/audit');
    const log = await screen.findByRole('list', { name: 'Audit log, newest first' });
    const newest = within(log).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(newest).getByRole('heading', { name: 'Operator disabled' })).toBeTruthy();
    expect(newest.textContent).toContain('ByTest admin');
    expect(newest.textContent).toContain('OnOperator Test agent');
    await user.click(within(newest).getByText('Before and after'));
    expect(newest.textContent).toContain('"disabled_at": null');
  });

  it('lets an admin unlock an operator locked out at an address, and the log tells the tries apart', async () => {
    const agent = await signInToBackOffice(api, clock, 'agent');
    const signInFromOffice = (password: string) => {
      clock.advance(30_000);
      return api.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        remoteAddress: '192.0.2.10',
        payload: { email: agent.email, password, code: totpCode(agent.secret, clock.now()) },
      });
    };
    for (let attempt = 0; attempt < 5; attempt++) await signInFromOffice('Wrong-pass 1');
    expect((await signInFromOffice(operatorPassword)).statusCode).toBe(429);
    await signInToBackOffice(api, clock, 'admin');
    const user = userEvent.setup();
    openAt('/admin/operators');

    const list = await screen.findByRole('list', { name: 'Operators' });
    const card = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes(agent.email)) as HTMLElement;
    expect(card.textContent).toContain('Sign-in locked from 192.0.2.x');
    await user.click(within(card).getByRole('button', { name: 'Unlock sign-in' }));
    await waitFor(() => expect(screen.getByText('Test agent can sign in again.')).toBeTruthy());
    await waitFor(() => expect(card.textContent).not.toContain('Sign-in locked'));
    expect(within(card).queryByRole('button', { name: 'Unlock sign-in' })).toBeNull();
    expect((await signInFromOffice(operatorPassword)).statusCode).toBe(200);

    cleanup();
    openAt('/admin/audit');
    const log = await screen.findByRole('list', { name: 'Audit log, newest first' });
    const entries = within(log).getAllByRole('listitem');
    const unlocked = entries.find((item) => item.querySelector('h3')?.textContent === 'Sign-in unlocked');
    expect(unlocked?.textContent).toContain('ByTest admin');
    expect(unlocked?.textContent).toContain('OnOperator Test agent');
    const tried = entries.find((item) => item.querySelector('h3')?.textContent === 'Failed sign-in');
    expect(tried?.textContent).toContain('BySomeone at 192.0.2.x');
    expect(tried?.textContent).toContain('OnOperator Test agent');
  });

  it('shows an agent neither page nor their links', async () => {
    await signInToBackOffice(api, clock, 'agent');
    openAt('/admin/operators');
    expect((await screen.findByRole('alert')).textContent).toBe('Only an admin can do this.');
    cleanup();
    openAt('/admin/audit');
    expect((await screen.findByRole('alert')).textContent).toBe('Only an admin can do this.');
    cleanup();
    openAt('/admin');
    await screen.findByRole('button', { name: 'Sign out' });
    expect(screen.queryByRole('link', { name: 'Operators' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Audit log' })).toBeNull();
  });
});

describe('/admin/audit', () => {
  it('pages back through older entries and forward again', async () => {
    const admin = await signInToBackOffice(api, clock, 'admin');
    // More than a page of fifty, written by the audit service as the routes write them (signing in fifty
    // times would meet the sign-in limit first).
    const { audit } = commandLineOperators(api.database, clock);
    for (let entry = 0; entry < 50; entry += 1) {
      clock.advance(1000);
      await audit.record({ operatorId: admin.record.id, action: 'operator.signed_in' });
    }
    const user = userEvent.setup();
    openAt('/admin/audit');
    const firstPage = await screen.findByRole('list', { name: 'Audit log, newest first' });
    expect(within(firstPage).getAllByRole('listitem')).toHaveLength(50);
    expect(screen.queryByRole('button', { name: 'Newer entries' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Older entries' }));
    expect(await screen.findByRole('heading', { name: 'Audit log, page 2' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Newer entries' }));
    expect(await screen.findByRole('heading', { name: 'Audit log' })).toBeTruthy();
  });
});
