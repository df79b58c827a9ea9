// Claims in /admin, against the real API: the open claims oldest first with their age and 90-day count;
// one claim in full with its photos (fetched with the operator's token, shown through object URLs that go
// when the page does) and missing documents; and each move the status allows, confirmed, announced in the
// server's words, audited and told to the client once. A client uploads through the portal's own route.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import AdminApp from '../../../../src/client/admin/admin-app';
import { endAdminSession } from '../../../../src/client/admin/admin-session';
import { formatPhoneForPeople } from '../../../../src/domain/phone';
import { lastDayOfCover } from '../../../../src/domain/renewals/cover-period';
import { signInToBackOffice } from '../../../helpers/admin-session';
import { listenForClientTests } from '../../../helpers/client-api-server';
import { jpegBytes, pdfBytes, pngBytes, setupClaimsApp } from '../../../helpers/server-claims';

const claims = setupClaimsApp();
const { context, clock, claimant, claimOf, upload, completeTheftClaim, claimRowsOf } = claims;
listenForClientTests(context);

// jsdom has no object URLs (a browser API, not our code): these stand-ins remember what each URL holds.
const objectUrls = new Map<string, Blob>();
let made = 0;
beforeEach(() => {
  URL.createObjectURL = (blob: Blob) => {
    made += 1;
    const url = `blob:http://localhost/claim-file-${made}`;
    objectUrls.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => {
    objectUrls.delete(url);
  };
});

afterEach(() => {
  cleanup();
  endAdminSession();
});

const DAY = 24 * 60 * 60 * 1000;

function openAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(<AdminApp />);
}

async function uploaded(token: string, claimId: string, documentType: string, bytes = pdfBytes) {
  const type = bytes === pdfBytes ? 'application/pdf' : bytes === pngBytes ? 'image/png' : 'image/jpeg';
  const response = await upload(token, claimId, { bytes, type, documentType });
  expect(response.statusCode, response.body).toBe(201);
}

/** The queue's entry of one claim: the list item holding the link to it. */
const queueItem = (claimId: string) =>
  (document.querySelector(`a[href="/admin/claims/${claimId}"]`) as HTMLElement).closest('li') as HTMLElement;

/** Asks for a move: fills nothing, presses the action, then Confirm on the question that appears. */
async function confirmMove(button: string, question: RegExp) {
  await userEvent.click(await screen.findByRole('button', { name: button }));
  const group = screen.getByRole('group', { name: question });
  await waitFor(() =>
    expect(document.activeElement).toBe(within(group).getByRole('button', { name: 'Confirm' })),
  );
  await userEvent.click(within(group).getByRole('button', { name: 'Confirm' }));
}

async function announced(sentence: string) {
  const result = await screen.findByText(sentence);
  expect(result.closest('[role="status"]')).toBeTruthy();
  await waitFor(() => expect(document.activeElement).toBe(result));
}

const claimFacts = () => screen.getByRole('region', { name: 'Claim' });

describe('/admin/claims', () => {
  it('lists the open claims oldest first with their status, loss, age and missing documents, the oldest on the dashboard', async () => {
    const client = await claimant();
    const older = await claimOf(client);
    clock.advance(3 * DAY);
    const newer = await completeTheftClaim(client);
    await signInToBackOffice(context, clock, 'agent');
    openAt('/admin');
    // The dashboard names the oldest open claim, this file's first.
    const oldest = await screen.findByRole('link', { name: 'Open the claim' });
    expect(oldest.getAttribute('href')).toBe(`/admin/claims/${older.id}`);
    expect(oldest.closest('p')?.textContent).toContain(
      'Wanjiru Kamau, Burglary and theft: Received, 3 days old',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Open claims' }));
    const list = await screen.findByRole('list', { name: 'Open claims, oldest first' });
    const links = within(list)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links.indexOf(`/admin/claims/${older.id}`)).toBeLessThan(
      links.indexOf(`/admin/claims/${newer.id}`),
    );

    const first = queueItem(older.id);
    expect(within(first).getByRole('link').textContent).toBe('Wanjiru Kamau, Burglary and theft');
    expect(first.textContent).toContain('Received');
    expect(first.textContent).toContain('KSh 120,000');
    expect(first.textContent).toContain('3 days old');
    expect(first.textContent).toContain('Not started: documents incomplete');
    expect(first.textContent).toContain(
      'Police abstract with the OB number; Photos of the damage; Receipts or proof of ownership of the affected items',
    );
    const second = queueItem(newer.id);
    expect(second.textContent).toContain('Made today');
    expect(second.textContent).toContain('Day 0 of 90');
    expect(within(second).getByText('None')).toBeTruthy();
  });

  it('marks a claim Due soon two weeks before the 90-day limit, and Overdue after it, in words', async () => {
    const client = await claimant();
    const claim = await completeTheftClaim(client);
    clock.advance(80 * DAY);
    await signInToBackOffice(context, clock, 'agent');
    openAt('/admin/claims');
    await screen.findByRole('list', { name: 'Open claims, oldest first' });
    expect(queueItem(claim.id).textContent).toContain('Day 80 of 90Due soon');
    cleanup();
    endAdminSession();

    clock.advance(11 * DAY);
    await signInToBackOffice(context, clock, 'agent');
    openAt('/admin/claims');
    await screen.findByRole('list', { name: 'Open claims, oldest first' });
    expect(queueItem(claim.id).textContent).toContain('Day 91 of 90Overdue');
  });

  it('sends a visitor without a back-office session to sign in', async () => {
    openAt('/admin/claims');
    await waitFor(() => expect(window.location.pathname).toBe('/admin/login'));
  });
});

describe('/admin/claims/:id', () => {
  it('shows the photos through object URLs, which go with the page, and the missing documents', async () => {
    const client = await claimant();
    const claim = await claimOf(client);
    await uploaded(client.token, claim.id, 'photo', jpegBytes);
    await uploaded(client.token, claim.id, 'photo', pngBytes);
    await signInToBackOffice(context, clock, 'agent');
    const page = openAt(`/admin/claims/${claim.id}`);

    expect(await screen.findByRole('heading', { name: /^Claim CLM-\w{8}: Wanjiru Kamau$/ })).toBeTruthy();
    const photoName = /^Photos of the damage, \d of 2, uploaded /;
    await waitFor(() => expect(screen.getAllByRole('img', { name: photoName })).toHaveLength(2));
    const photos = screen.getAllByRole('img', { name: photoName });
    const sources = photos.map((photo) => photo.getAttribute('src') ?? '');
    expect(sources.every((source) => objectUrls.has(source))).toBe(true);
    const sizes = sources.map((source) => objectUrls.get(source)?.size).sort();
    expect(sizes).toEqual([jpegBytes.length, pngBytes.length].sort());
    expect(
      screen.getByRole('link', { name: /^Open Photos of the damage, 1 of 2, .* full size \(new tab\)$/ }),
    ).toBeTruthy();

    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(documents.textContent).toContain(
      'Missing: Police abstract with the OB number; Receipts or proof of ownership of the affected items',
    );
    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getByRole('table').textContent).toContain('KSh 120,000');

    page.unmount();
    expect(sources.some((source) => objectUrls.has(source))).toBe(false);
  });

  it('shows the client’s phone as people read it, and the cover’s last day as the portal and schedule do', async () => {
    const client = await claimant();
    const claim = await claimOf(client);
    // The period the client's own claim form was given.
    const period = client.form.period;
    await signInToBackOffice(context, clock, 'agent');
    openAt(`/admin/claims/${claim.id}`);
    const facts = await screen.findByRole('region', { name: 'Client and cover' });
    expect(facts.textContent).toContain(formatPhoneForPeople(client.holder));
    const day = (at: Date) =>
      at.toLocaleDateString('en-KE', { timeZone: 'Africa/Nairobi', dateStyle: 'medium' });
    if (!period) throw new Error('the claimant’s cover is in force');
    expect(facts.textContent).toContain(
      `${day(new Date(period.start))} to ${day(lastDayOfCover(new Date(period.end)))}`,
    );
  });

  it('lists the items a tenant insured by totals named, each with its section and value', async () => {
    const client = await claimant({ cover: { house_hold_items: [], portable_items: [] } });
    const claim = await claimOf(client, {
      items: [],
      named_items: [
        { section: 'household', name: 'Television', estimated_loss: 45_000 },
        { section: 'portable', name: 'Laptop', estimated_loss: 70_000 },
      ],
    });
    await signInToBackOffice(context, clock, 'agent');
    openAt(`/admin/claims/${claim.id}`);
    const items = within(await screen.findByRole('region', { name: 'Items' }));
    const rowOf = (name: string) =>
      items.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr') as HTMLTableRowElement;
    const cells = (row: HTMLTableRowElement) => [...row.cells].map((cell) => cell.textContent);
    // Each section heads its items.
    const sections = items.getAllByRole('columnheader').map((header) => header.textContent);
    expect(sections).toEqual(['Item', 'Estimated loss', 'Sum insured', 'Household items', 'Portable items']);
    expect(cells(rowOf('Television'))).toEqual([
      'Televisionnamed by the client',
      'KSh 45,000',
      "KSh 300,000the section's",
    ]);
    expect(cells(rowOf('Laptop'))).toEqual([
      'Laptopnamed by the client',
      'KSh 70,000',
      "KSh 80,000the section's",
    ]);
    expect(cells(rowOf('Total'))).toEqual(['Total', 'KSh 115,000', 'KSh 380,000the most it can settle']);
  });

  it('takes a claim from a document request through review, a refused and a good approval, to settled', async () => {
    const client = await claimant();
    const claim = await claimOf(client);
    await uploaded(client.token, claim.id, 'photo', jpegBytes);
    await signInToBackOffice(context, clock, 'agent');
    const page = openAt(`/admin/claims/${claim.id}`);

    // Review cannot start while documents are missing: the server's words say which.
    await confirmMove('Start review', /^Start the review\?/);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'These documents are still missing: Police abstract with the OB number; Receipts or proof of ownership of the affected items. Ask the client for them first.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Request document' }));
    expect(screen.getByRole('combobox', { name: 'Document to ask for' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.getByText('Choose which document the client must send.')).toBeTruthy();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Document to ask for' }),
      'Police abstract with the OB number',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'What the client needs to send, and why' }),
      'The abstract from Kilimani police station, with the OB number, for the insurer.',
    );
    await confirmMove('Request document', /^Ask the client for: Police abstract with the OB number\?/);
    await announced('Document requested. The client is being told what to send.');
    await waitFor(() => expect(claimFacts().textContent).toContain('Documents needed'));
    const requested = (await claimRowsOf(claim.id)).notifications.filter((row) =>
      row.kind.includes(':documents_needed:'),
    );
    expect(requested.map((row) => row.channel).sort()).toEqual(['email', 'sms']);

    // The client sends what is missing; the last upload moves the claim to review by itself.
    await uploaded(client.token, claim.id, 'police_abstract');
    await uploaded(client.token, claim.id, 'proof_of_ownership');
    page.unmount();
    openAt(`/admin/claims/${claim.id}`);
    await waitFor(() => expect(claimFacts().textContent).toContain('Under review'));
    expect(screen.queryByRole('button', { name: 'Start review' })).toBeNull();
    expect(
      await screen.findByRole('link', {
        name: /^Police abstract with the OB number, uploaded .* \(PDF, 1 KB\)$/,
      }),
    ).toBeTruthy();

    const amount = screen.getByRole('textbox', { name: 'Settled amount (KSh, whole shillings)' });
    expect(
      screen.getByText(
        "At most KSh 300,000: the affected items' sums insured. Above KSh 100,000 an admin must approve too.",
      ),
    ).toBeTruthy();
    await userEvent.type(amount, '300,001');
    await confirmMove('Approve', /^Approve this claim for KSh 300,001\?/);
    expect((await screen.findByRole('alert')).textContent).toBe(
      "The settled amount cannot be more than the affected items' sums insured, KSh 300,000.",
    );
    await userEvent.clear(amount);
    await userEvent.type(amount, '95000');
    await confirmMove('Approve', /^Approve this claim for KSh 95,000\?/);
    await announced('Approved. The client is being told.');
    await waitFor(() => expect(claimFacts().textContent).toContain('Approved'));

    await userEvent.type(await screen.findByRole('textbox', { name: 'Payment reference' }), 'SGH7K2LQ9P');
    await confirmMove('Mark settled', /^Mark this claim settled with payment reference SGH7K2LQ9P\?/);
    await announced('Marked settled. The client is being told.');
    // 'StatusSettled', not 'Settled': an approved claim already shows its "Settled amount".
    await waitFor(() => expect(claimFacts().textContent).toContain('StatusSettled'));
    expect(claimFacts().textContent).toContain('KSh 95,000');
    expect(claimFacts().textContent).toContain('SGH7K2LQ9P');
    expect(screen.queryByRole('region', { name: 'Actions' })).toBeNull();
    const history = screen.getByRole('region', { name: 'History' }).textContent ?? '';
    expect(history).toContain('Documents needed on');
    expect(history).toContain('Under review on');
    expect(history).toContain('by client');

    const rows = await claimRowsOf(claim.id);
    expect(rows.audit.map((row) => row.action)).toEqual([
      'claim.request_document',
      'claim.approve',
      'claim.settle',
    ]);
    expect(rows.notifications.filter((row) => row.kind.includes(':documents_needed:'))).toHaveLength(2);
  });

  it('starts the review of a complete claim, and declines another with a reason', async () => {
    const client = await claimant();
    const complete = await completeTheftClaim(client);
    const other = await claimOf(client, { place: 'Lavington, Nairobi' });
    await signInToBackOffice(context, clock, 'agent');
    const page = openAt(`/admin/claims/${complete.id}`);
    await confirmMove('Start review', /^Start the review\?/);
    await announced('Review started. The client is being told.');
    await waitFor(() => expect(claimFacts().textContent).toContain('Under review'));
    page.unmount();

    openAt(`/admin/claims/${other.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(screen.getByText('Enter the reason for declining.')).toBeTruthy();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Reason for declining' }),
      'The same loss is claimed on this policy already.',
    );
    await confirmMove('Decline', /^Decline this claim\?/);
    await announced('Declined. The client is being told the reason.');
    await waitFor(() => expect(claimFacts().textContent).toContain('Declined'));
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(screen.getByRole('region', { name: 'History' }).textContent).toContain(
      '“The same loss is claimed on this policy already.”',
    );
    expect((await claimRowsOf(other.id)).audit.map((row) => row.action)).toEqual(['claim.decline']);
    expect((await claimRowsOf(complete.id)).audit.map((row) => row.action)).toEqual(['claim.start_review']);
  });

  it('holds an agent’s approval above KSh 100,000 for an admin, whose button completes it', async () => {
    const client = await claimant();
    const claim = await completeTheftClaim(client, { place: 'Kileleshwa, Nairobi' });
    const agent = await signInToBackOffice(context, clock, 'agent');
    let page = openAt(`/admin/claims/${claim.id}`);
    await confirmMove('Start review', /^Start the review\?/);
    await announced('Review started. The client is being told.');
    expect(
      await screen.findByText(
        "At most KSh 300,000: the affected items' sums insured. Above KSh 100,000 an admin must approve too.",
      ),
    ).toBeTruthy();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Settled amount (KSh, whole shillings)' }),
      '250000',
    );
    await confirmMove('Approve', /^Approve this claim for KSh 250,000\?/);
    await announced(
      'Your approval of KSh 250,000 is recorded. Above KSh 100,000 an admin must approve too: the claim waits for that second approval.',
    );
    const waiting = await screen.findByRole('region', { name: 'Waiting for a second approval' });
    expect(waiting.textContent).toContain('KSh 250,000, approved by Test agent');
    expect(waiting.textContent).toContain('You gave this approval: an admin must give the second.');
    expect(within(waiting).queryByRole('button')).toBeNull();
    expect(claimFacts().textContent).toContain('Under review');
    page.unmount();
    endAdminSession();

    const admin = await signInToBackOffice(context, clock, 'admin');
    page = openAt(`/admin/claims/${claim.id}`);
    const pending = await screen.findByRole('region', { name: 'Waiting for a second approval' });
    expect(pending.textContent).toContain('An admin must approve it too.');
    await userEvent.click(within(pending).getByRole('button', { name: 'Approve KSh 250,000 too' }));
    const group = screen.getByRole('group', {
      name: /^Give the second approval, for KSh 250,000\? The claim is then approved/,
    });
    await userEvent.click(within(group).getByRole('button', { name: 'Confirm' }));
    await announced('Approved. The client is being told.');
    await waitFor(() => expect(claimFacts().textContent).toContain('Approved'));
    expect(screen.queryByRole('region', { name: 'Waiting for a second approval' })).toBeNull();
    const audit = (await claimRowsOf(claim.id)).audit;
    expect(audit.map((row) => [row.action, row.operator_id])).toEqual([
      ['claim.start_review', agent.record.id],
      ['claim.first_approval', agent.record.id],
      ['claim.approve', admin.record.id],
    ]);
    page.unmount();

    openAt('/admin/audit');
    expect((await screen.findAllByRole('heading', { name: 'Claim approved (first of two)' })).length).toBe(1);
  });

  it('names each step in the audit log, which links to the claim', async () => {
    const client = await claimant();
    const claim = await claimOf(client, { place: 'Westlands, Nairobi' });
    await signInToBackOffice(context, clock, 'admin');
    openAt(`/admin/claims/${claim.id}`);
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Reason for declining' }),
      'Not covered.',
    );
    await confirmMove('Decline', /^Decline this claim\?/);
    await announced('Declined. The client is being told the reason.');
    cleanup();

    openAt('/admin/audit');
    const link = await screen.findByRole('link', { name: `Claim ${claim.id}` });
    expect(link.getAttribute('href')).toBe(`/admin/claims/${claim.id}`);
    expect(within(link.closest('li') as HTMLElement).getByRole('heading', { level: 3 }).textContent).toBe(
      'Claim declined',
    );
  });
});
