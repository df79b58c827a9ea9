// In /admin/claims, a client phones about a claim and reads out their purchase reference.
// The claims queue names each claim's policy by it (policyLabel) and its "Filter by reference" field keeps
// only that policy's claims, typed any way; the claim page names the policy the same way.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import AdminApp from '../../../src/client/admin/admin-app';
import { endAdminSession } from '../../../src/client/admin/admin-session';
import { ApplicationSchema } from '../../../src/domain/api/admin-applications';
import { signInToBackOffice } from '../../helpers/admin-session';
import { listenForClientTests } from '../../helpers/client-api-server';
import { setupClaimsApp } from '../../helpers/server-claims';
import { wholeText } from '../../helpers/whole-text';

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

async function referenceOf(coverId: string, token: string) {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/admin/applications/${coverId}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return ApplicationSchema.parse(response.json()).policy.reference as string;
}

describe('the purchase reference in the claims pages', () => {
  it('names each claim’s policy by its reference, filters the queue by it typed any way, and shows it on the claim', async () => {
    const client = await claimant();
    const claim = await claimOf(client);
    const other = await claimOf(await claimant());
    const { token } = await signInToBackOffice(context, clock, 'agent');
    const reference = await referenceOf(client.coverId, token);

    openAt('/admin/claims');
    const list = await screen.findByRole('list', { name: 'Open claims, oldest first' });
    const item = (list.querySelector(`a[href="/admin/claims/${claim.id}"]`) as HTMLElement).closest('li');
    expect(within(item as HTMLElement).getByText(wholeText(`Policy ref ${reference}`))).toBeTruthy();

    await userEvent.type(
      screen.getByLabelText('Filter by reference'),
      reference.replace('-', '').toLowerCase(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(document.querySelector(`a[href="/admin/claims/${other.id}"]`)).toBeNull());
    const links = within(screen.getByRole('list', { name: /^Open claims/ })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([`/admin/claims/${claim.id}`]);

    await userEvent.click(screen.getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(document.querySelector(`a[href="/admin/claims/${other.id}"]`)).toBeTruthy());

    await userEvent.click(links[0] as HTMLElement);
    // Named first under the heading, and again with the cover's facts.
    const summary = await screen.findByText(
      (_content, element) => element?.tagName === 'P' && /^Policy ref /.test(element.textContent ?? ''),
    );
    expect(summary.textContent).toMatch(new RegExp(`^Policy ref ${reference} · Received · `));
    const cover = screen.getByRole('region', { name: 'Client and cover' });
    expect(within(cover).getByText(wholeText(`Policy ref ${reference}`))).toBeTruthy();
  });

  it('says in words when the typed reference cannot be one', async () => {
    await signInToBackOffice(context, clock, 'agent');
    openAt('/admin/claims');
    await userEvent.type(await screen.findByLabelText('Filter by reference'), 'K7Q3');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A reference is 8 letters and digits, like K7Q3-M9XT.',
    );
  });
});
