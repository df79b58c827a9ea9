// The document-type box of a claim files an upload as what it shows, in the claim form
// (whose types arrive only once a peril is chosen) and in a claim's 'Add document' (whose missing types
// change as documents arrive).
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { kingaDb } from '../../../../src/client/offline/kinga-db';
import { drainOutbox } from '../../../../src/client/outbox/outbox-runner';
import MyClaimsSection, { type ClaimTarget } from '../../../../src/client/portal/claims/my-claims-section';
import { clearSession, signIn } from '../../../../src/client/state/session';
import { ClaimableCoverResponseSchema, ClaimCreatedResponseSchema } from '../../../../src/domain/api/claims';
import { serveApiForClientTests } from '../../../helpers/client-api-server';
import { buyCoverFor, settledPurchase, signInHolder } from '../../../helpers/portal-policies';
import { payerEndingIn } from '../../../helpers/server-payments';
import { captureSms } from '../../../helpers/server-sms';
import { uniqueMsisdn } from '../../../helpers/server-users';

const sms = captureSms();
const api = serveApiForClientTests({ sms: sms.sender });

async function holderOfPaidCover() {
  const holder = uniqueMsisdn();
  const bought = await buyCoverFor(api.app, holder, payerEndingIn('0000'));
  expect((await settledPurchase(api.app, bought)).status).toBe('success');
  const { token, user } = await signInHolder(api.app, sms, holder);
  signIn({ token, user, msisdn: user.msisdn });
  const claimable = await api.app.inject({
    url: `/api/home-insurance/claims/claimable/${bought.data.cover_id}`,
    headers: { authorization: `Bearer ${token}` },
  });
  const form = ClaimableCoverResponseSchema.parse(claimable.json()).data;
  const occurred = new Date(new Date(form.period?.start ?? '').getTime() + 1000);
  await new Promise((resolve) => setTimeout(resolve, Math.max(occurred.getTime() - Date.now() + 50, 0)));
  return { user, token, coverId: bought.data.cover_id, form, occurred };
}

function Harness({ userId, target }: { userId: string; target: ClaimTarget }) {
  const [claimOn, setClaimOn] = useState<ClaimTarget | null>(target);
  return <MyClaimsSection userId={userId} claimOn={claimOn} onClaimClosed={() => setClaimOn(null)} />;
}

const pdf = (name: string) => new File(['%PDF-1.4\n% a scan\n'], name, { type: 'application/pdf' });

beforeEach(async () => {
  clearSession();
  await kingaDb().outbox.clear();
  await kingaDb().drafts.clear();
  await kingaDb().claims.clear();
});

describe('the document type a claim upload is filed under', () => {
  it('a document left at the type the box shows in the claim form is filed as that type', async () => {
    const { user, coverId } = await holderOfPaidCover();
    render(<Harness userId={user.id} target={{ coverId, label: 'Home cover' }} />);
    const clicks = userEvent.setup();
    await clicks.click(await screen.findByRole('radio', { name: 'Burglary and theft' }));
    const box = screen.getByLabelText('What is this document?') as HTMLSelectElement;
    const shown = box.selectedOptions[0]?.textContent;
    expect(shown).toBe('Police abstract with the OB number');

    await clicks.upload(screen.getByLabelText('Add another document (PDF or photo)'), pdf('abstract.pdf'));
    const files = within(await screen.findByRole('list', { name: 'Files with this claim' }));
    expect(files.getByText('Police abstract with the OB number')).toBeTruthy();
    const documents = within(screen.getByRole('region', { name: /^Documents for/ }));
    expect(documents.getByText(/Police abstract with the OB number/).textContent).not.toContain(
      'still to come',
    );
  });

  it('Add document files the upload as the type the box shows, also after the missing list changed', async () => {
    const { user, token, coverId, form, occurred } = await holderOfPaidCover();
    const bearer = { authorization: `Bearer ${token}` };
    const made = await api.app.inject({
      method: 'POST',
      url: '/api/home-insurance/claims',
      headers: bearer,
      payload: {
        cover_id: coverId,
        peril: 'burglary_theft',
        occurred_at: occurred.toISOString(),
        place: 'Kilimani, Nairobi',
        description: 'The door was forced at night and the sofa set was carried away.',
        items: [{ item_id: form.items[0]?.item_id, estimated_loss: 120_000 }],
      },
    });
    const claim = ClaimCreatedResponseSchema.parse(made.json()).data;
    render(<MyClaimsSection userId={user.id} claimOn={null} onClaimClosed={() => undefined} />);
    const clicks = userEvent.setup();
    await clicks.click(await screen.findByRole('button', { name: new RegExp(claim.reference) }));

    const box = () => screen.getByLabelText('Which document?') as HTMLSelectElement;
    const shown = () => box().selectedOptions[0]?.textContent;
    expect(shown()).toBe('Police abstract with the OB number');
    // The receipts first: once they arrive they are no longer missing, and the box moves on.
    await clicks.selectOptions(box(), 'Receipts or proof of ownership of the affected items');
    await clicks.upload(screen.getByLabelText('Choose the file (PDF or photo)'), pdf('receipt.pdf'));
    await waitFor(async () => expect(await kingaDb().outbox.count()).toBe(1));
    await drainOutbox({ reason: 'reconnected' });
    await waitFor(() => expect(shown()).toBe('Police abstract with the OB number'), { timeout: 5000 });

    // Left as it shows: filed as the police abstract, not as receipts again.
    await clicks.upload(screen.getByLabelText('Choose the file (PDF or photo)'), pdf('abstract.pdf'));
    await waitFor(async () => expect(await kingaDb().outbox.count()).toBe(1));
    await drainOutbox({ reason: 'reconnected' });
    const answer = await api.app.inject({ url: `/api/home-insurance/claims/${claim.id}`, headers: bearer });
    const types = (answer.json() as { data: { files: { document_type: string }[] } }).data.files.map(
      (file) => file.document_type,
    );
    expect(types.sort()).toEqual(['police_abstract', 'proof_of_ownership']);
  });
});
