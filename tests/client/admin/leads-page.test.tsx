// /admin/leads against the real API: callers who asked by USSD to be called back wait in a list, each with
// the phone to call (a tel: link, as people read it), why they asked, in which language, how long ago, and
// the claim they reported; an operator marks one called with a note and it moves to the called list, the
// result announced. A caller another operator marked called meanwhile gets the server's answer. The quotes
// visitors saved for later (the wizard's "Save quotation") follow those waiting, newest first: who, the phone
// and the e-mail to reach them by, the product, its underwriter and price, when, and whether their phone has
// bought a cover since. What callers did by USSD in the last 30 days comes last, newest first: what, when, the
// phone, the cover and the claim.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import AdminApp from '../../../src/client/admin/admin-app';
import { endAdminSession } from '../../../src/client/admin/admin-session';
import { nairobiTime } from '../../../src/client/admin/applications/review-words';
import type { Language } from '../../../src/domain/language/languages';
import type { CallBackReason } from '../../../src/domain/leads/call-back-reasons';
import { formatShillings } from '../../../src/domain/money';
import { formatPhoneForPeople } from '../../../src/domain/phone';
import { covers } from '../../../src/server/db/schema';
import { createLeadsRepository } from '../../../src/server/services/leads/leads-repository';
import { createUssdActionsRepository } from '../../../src/server/services/ussd/ussd-actions-repository';
import { signInToBackOffice } from '../../helpers/admin-session';
import { listenForClientTests } from '../../helpers/client-api-server';
import { setupClaimsApp } from '../../helpers/server-claims';
import { buyAndPayCover, buyBody, quoteFor } from '../../helpers/server-payments';
import { uniqueMsisdn } from '../../helpers/server-users';

const { context, clock, claimant, claimOf } = setupClaimsApp();
listenForClientTests(context);

afterEach(() => {
  cleanup();
  endAdminSession();
});

function openAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(<AdminApp />);
}

/**
 * A caller's request as the USSD menu records it, asked `minutesAgo` before this device's clock (the page
 * counts the age on the device, as an operator's browser does).
 */
async function askedToBeCalled(
  msisdn: string,
  reason: CallBackReason,
  language: Language,
  options: { minutesAgo?: number; claimId?: string } = {},
) {
  const leads = createLeadsRepository(context.database.db);
  const added = await leads.add({
    msisdn,
    reason,
    channel: 'ussd',
    language,
    claimId: options.claimId ?? null,
    askedAt: new Date(Date.now() - (options.minutesAgo ?? 0) * 60_000),
  });
  expect(added).toBe(true);
  const row = (await leads.open()).find(({ lead }) => lead.msisdn === msisdn && lead.reason === reason);
  if (!row) throw new Error(`the lead of ${msisdn} is not open`);
  return row.lead;
}

/** An action as the USSD menu records it, `minutesAgo` before the server's clock (the 30 days are its). */
async function didByUssd(
  msisdn: string,
  action: Parameters<ReturnType<typeof createUssdActionsRepository>['add']>[0]['action'],
  options: { minutesAgo: number; coverId?: string; claimId?: string },
) {
  const at = new Date(clock.now().getTime() - options.minutesAgo * 60_000);
  await createUssdActionsRepository(context.database.db).add({
    msisdn,
    action,
    coverId: options.coverId ?? null,
    claimId: options.claimId ?? null,
    at,
  });
  return at;
}

/**
 * A quote saved with contact details as the wizard's "Save quotation" sends it, of the quotation's second
 * product (its first when it has one), at the server's clock.
 */
async function savedQuote(msisdn: string, name: string) {
  const quotation = await quoteFor(context.app);
  const product = quotation.products[1] ?? quotation.products[0];
  if (!product) throw new Error('the quotation has no products');
  const user = { ...buyBody(quotation, msisdn).user, name };
  const saved = await context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/quotations/',
    payload: { quotation_id: quotation.id, product_id: product.id, user },
  });
  expect(saved.statusCode, saved.body).toBe(201);
  return { quotation, product, email: user.email, savedAt: clock.now().toISOString() };
}

async function coverReference(coverId: string) {
  const [row] = await context.database.db
    .select({ reference: covers.reference })
    .from(covers)
    .where(eq(covers.id, coverId));
  if (!row) throw new Error(`no cover ${coverId}`);
  return row.reference;
}

const waitingList = () => screen.findByRole('list', { name: 'Waiting for a call, oldest first' });

describe('/admin/leads', () => {
  it('says in words when nobody waits and nobody was called, and the dashboard links to it', async () => {
    await signInToBackOffice(context, clock, 'agent');
    openAt('/admin');
    const link = await screen.findByRole('link', { name: 'Callers waiting for a call' });
    expect(link.getAttribute('href')).toBe('/admin/leads');

    await userEvent.click(link);
    expect(await screen.findByText('Nobody is waiting for a call.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Call-back requests' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Waiting for a call' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Called in the last 30 days' })).toBeTruthy();
    expect(screen.getByText('Nobody was called in the last 30 days.')).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Quotes saved for later (last 30 days)' }),
    ).toBeTruthy();
    expect(screen.getByText('No quote was saved in the last 30 days.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Done by USSD (last 30 days)' })).toBeTruthy();
    expect(screen.getByText('Nothing was done by USSD in the last 30 days.')).toBeTruthy();
  });

  it('lists the quotes saved for later, newest first, after those waiting, and marks the phone that bought since', async () => {
    const quiet = uniqueMsisdn();
    const earlier = await savedQuote(quiet, 'Akinyi Otieno');
    clock.advance(10 * 60_000);
    const buyer = uniqueMsisdn();
    const later = await savedQuote(buyer, 'Wanjiru Kamau');
    await buyAndPayCover(context.app, later.quotation, buyer);
    await signInToBackOffice(context, clock, 'agent');
    openAt('/admin/leads');

    const list = await screen.findByRole('list', {
      name: 'Quotes saved for later in the last 30 days, newest first',
    });
    expect(screen.queryByText('No quote was saved in the last 30 days.')).toBeNull();
    // The section follows those waiting and comes before those called.
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Waiting for a call',
      'Quotes saved for later (last 30 days)',
      'Called in the last 30 days',
      'Done by USSD (last 30 days)',
    ]);
    // Newest first.
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('h4')?.textContent)).toEqual([
      'Wanjiru Kamau',
      'Akinyi Otieno',
    ]);

    const card = within(list).getByRole('listitem', { name: 'Akinyi Otieno' });
    expect(
      within(card)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [formatPhoneForPeople(quiet), `tel:+${quiet}`],
      [earlier.email, `mailto:${earlier.email}`],
    ]);
    expect(card.textContent).toContain(`${earlier.product.name} by ${earlier.product.under_writer.name}`);
    expect(formatShillings(earlier.product.quotation)).toMatch(/^KSh \d{1,3}(,\d{3})*$/);
    expect(card.textContent).toContain(`${formatShillings(earlier.product.quotation)} a year`);
    expect(card.querySelector('time')?.getAttribute('dateTime')).toBe(earlier.savedAt);
    expect(card.querySelector('time')?.textContent).toBe(nairobiTime(earlier.savedAt));
    expect(card.textContent).not.toContain('Has bought a cover since');

    const bought = within(list).getByRole('listitem', { name: 'Wanjiru Kamau' });
    expect(within(bought).getByText('Has bought a cover since')).toBeTruthy();
    expect(
      within(bought)
        .getByRole('link', { name: formatPhoneForPeople(buyer) })
        .getAttribute('href'),
    ).toBe(`tel:+${buyer}`);
  });

  it('lists what callers did by USSD in the last 30 days, newest first, with the phone, the cover and the claim', async () => {
    const client = await claimant();
    const claim = await claimOf(client);
    const reference = await coverReference(client.coverId);
    const bought = await didByUssd(client.holder, 'purchase', {
      minutesAgo: 3 * 60,
      coverId: client.coverId,
    });
    const claimed = await didByUssd(client.holder, 'claim', {
      minutesAgo: 20,
      coverId: client.coverId,
      claimId: claim.id,
    });
    const asked = await didByUssd('254733000999', 'call_back', { minutesAgo: 2 });
    await didByUssd('254733000888', 'documents_sms', { minutesAgo: 31 * 24 * 60 });
    await signInToBackOffice(context, clock, 'agent');
    openAt('/admin/leads');

    const list = await screen.findByRole('list', { name: 'Done by USSD in the last 30 days, newest first' });
    expect(screen.queryByText('Nothing was done by USSD in the last 30 days.')).toBeNull();
    const rows = within(list).getAllByRole('listitem');
    // Newest first; the one 31 days ago is left out.
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Asked to be called back',
      'Reported a loss (claim made)',
      'Bought a cover (prompt sent)',
    ]);
    const [callBack, claimRow, purchase] = rows as [HTMLElement, HTMLElement, HTMLElement];
    const phone = formatPhoneForPeople(client.holder);

    expect(callBack.textContent).toContain(nairobiTime(asked.toISOString()));
    expect(
      within(callBack)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([['0733 000 999', 'tel:+254733000999']]);

    expect(claimRow.textContent).toContain(nairobiTime(claimed.toISOString()));
    expect(
      within(claimRow)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [phone, `tel:+${client.holder}`],
      [reference, `/admin/applications/${client.coverId}`],
      [claim.reference, `/admin/claims/${claim.id}`],
    ]);

    expect(purchase.textContent).toContain(nairobiTime(bought.toISOString()));
    expect(
      within(purchase)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [phone, `tel:+${client.holder}`],
      [reference, `/admin/applications/${client.coverId}`],
    ]);

    // The cover's link opens its application in the back office.
    await userEvent.click(within(purchase).getByRole('link', { name: reference }));
    expect(window.location.pathname).toBe(`/admin/applications/${client.coverId}`);
  });

  it('lists who waits with the phone, the reason and the claim; marking one called with a note moves it to the called list', async () => {
    const client = await claimant();
    const claim = await claimOf(client);
    await askedToBeCalled('254712345678', 'claim', 'sw', { minutesAgo: 65, claimId: claim.id });
    await askedToBeCalled('254722000111', 'buying', 'en', { minutesAgo: 5 });
    const operator = await signInToBackOffice(context, clock, 'agent');
    const user = userEvent.setup();
    openAt('/admin/leads');

    const list = await waitingList();
    const cards = within(list).getAllByRole('listitem');
    // Oldest first.
    expect(cards.map((card) => card.querySelector('h4')?.textContent)).toEqual([
      '0712 345 678',
      '0722 000 111',
    ]);
    const card = within(list).getByRole('listitem', { name: '0712 345 678' });
    expect(within(card).getByRole('link', { name: '0712 345 678' }).getAttribute('href')).toBe(
      'tel:+254712345678',
    );
    expect(card.textContent).toContain('A claim or a loss');
    expect(card.textContent).toContain('By USSD');
    expect(card.textContent).toContain('Speaks Kiswahili');
    expect(card.textContent).toContain('1 h 5 min ago');
    expect(within(card).getByRole('link', { name: claim.reference }).getAttribute('href')).toBe(
      `/admin/claims/${claim.id}`,
    );
    const other = within(list).getByRole('listitem', { name: '0722 000 111' });
    expect(other.textContent).toContain('Buying a cover');
    expect(other.textContent).toContain('Speaks English');
    // No claim reported: no claim link.
    expect(
      within(other)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['tel:+254722000111']);
    expect(screen.getByText('Nobody was called in the last 30 days.')).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Mark called' }));
    const note = within(card).getByLabelText('Note (optional)');
    expect(document.activeElement).toBe(note);
    await user.type(note, 'Explained the claim documents; the police abstract comes on Monday');
    await user.click(within(card).getByRole('button', { name: 'Mark called…' }));
    expect(card.textContent).toContain('Mark 0712 345 678 called? The request moves to the called list.');
    const yes = within(card).getByRole('button', { name: 'Yes, mark called' });
    expect(document.activeElement).toBe(yes);
    await user.click(yes);

    await waitFor(() => expect(screen.getByText('Marked as called.').getAttribute('role')).toBe('status'));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Call-back requests' })),
    );
    const waiting = await waitingList();
    expect(within(waiting).queryByRole('listitem', { name: '0712 345 678' })).toBeNull();
    expect(within(waiting).getByRole('listitem', { name: '0722 000 111' })).toBeTruthy();
    const called = screen.getByRole('list', { name: 'Called in the last 30 days, newest first' });
    const done = within(called).getByRole('listitem', { name: '0712 345 678' });
    expect(done.textContent).toContain(operator.email);
    expect(done.textContent).toContain('Explained the claim documents; the police abstract comes on Monday');
    expect(done.textContent).toContain('A claim or a loss');
    expect(within(done).getByRole('link', { name: claim.reference })).toBeTruthy();
    expect(within(done).queryByRole('button')).toBeNull();
  });

  it('shows the server’s answer when another operator marked the caller called meanwhile', async () => {
    const lead = await askedToBeCalled('254733000222', 'policy', 'en', { minutesAgo: 20 });
    const colleague = await signInToBackOffice(context, clock, 'admin');
    await signInToBackOffice(context, clock, 'agent');
    const user = userEvent.setup();
    openAt('/admin/leads');
    const card = within(await waitingList()).getByRole('listitem', { name: '0733 000 222' });
    expect(card.textContent).toContain('My policy or a payment');

    const meanwhile = await context.app.inject({
      method: 'POST',
      url: `/api/admin/leads/${lead.id}/called`,
      headers: { authorization: `Bearer ${colleague.token}` },
      payload: { note: 'Called from the office phone' },
    });
    expect(meanwhile.statusCode, meanwhile.body).toBe(200);

    await user.click(within(card).getByRole('button', { name: 'Mark called' }));
    await user.click(within(card).getByRole('button', { name: 'Mark called…' }));
    await user.click(within(card).getByRole('button', { name: 'Yes, mark called' }));
    await waitFor(() =>
      expect(within(card).getByRole('alert').textContent).toBe(
        'This caller has already been marked as called.',
      ),
    );
    // Back at the note, to go back or cancel.
    expect(document.activeElement).toBe(within(card).getByLabelText('Note (optional)'));
  });
});
