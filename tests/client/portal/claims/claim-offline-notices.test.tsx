// The 'No connection…' notices go once what was queued has been delivered; they are
// not left standing beside a claim or a document that reached us.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kingaDb } from '../../../../src/client/offline/kinga-db';
import { drainOutbox } from '../../../../src/client/outbox/outbox-runner';
import MyClaimsSection, { type ClaimTarget } from '../../../../src/client/portal/claims/my-claims-section';
import { clearSession, signIn } from '../../../../src/client/state/session';
import { ClaimableCoverResponseSchema, ClaimCreatedResponseSchema } from '../../../../src/domain/api/claims';
import { claimQueueMessages } from '../../../../src/domain/claims/claim-sending';
import { serveApiForClientTests } from '../../../helpers/client-api-server';
import { buyCoverFor, settledPurchase, signInHolder } from '../../../helpers/portal-policies';
import { payerEndingIn } from '../../../helpers/server-payments';
import { captureSms } from '../../../helpers/server-sms';
import { uniqueMsisdn } from '../../../helpers/server-users';

const sms = captureSms();
const api = serveApiForClientTests({ sms: sms.sender });

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

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

function Harness({ userId, target }: { userId: string; target: ClaimTarget | null }) {
  const [claimOn, setClaimOn] = useState<ClaimTarget | null>(target);
  return <MyClaimsSection userId={userId} claimOn={claimOn} onClaimClosed={() => setClaimOn(null)} />;
}

const nairobiWallClock = (at: Date) => new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 19);

beforeEach(async () => {
  clearSession();
  await kingaDb().outbox.clear();
  await kingaDb().drafts.clear();
  await kingaDb().claims.clear();
});
afterEach(() => setOnline(true));

describe('offline notices in My Claims', () => {
  it('“No connection…” after a claim made offline goes once the claim is delivered', async () => {
    const { user, coverId, occurred } = await holderOfPaidCover();
    render(<Harness userId={user.id} target={{ coverId, label: 'Home cover' }} />);
    const clicks = userEvent.setup();
    await clicks.click(await screen.findByRole('radio', { name: 'Third-party liability' }));
    fireEvent.change(screen.getByLabelText(/When did it happen/), {
      target: { value: nairobiWallClock(occurred) },
    });
    await clicks.type(screen.getByLabelText(/Where did it happen/), 'Kilimani, Nairobi');
    await clicks.type(
      screen.getByLabelText(/What happened, in your own words/),
      'A neighbour slipped on our wet stairs and broke a wrist.',
    );
    await clicks.type(
      screen.getByLabelText(/third party/i),
      'Our neighbour Juma asks for his hospital bill.',
    );
    setOnline(false);
    await clicks.click(screen.getByRole('button', { name: 'Send claim' }));
    expect(await screen.findByText(claimQueueMessages.queued)).toBeTruthy();

    setOnline(true);
    await drainOutbox({ reason: 'reconnected' });
    expect(await screen.findByText(/^Claim CLM-/, {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(claimQueueMessages.queued)).toBeNull());
  });

  it('“No connection…” after a document added offline goes once it is delivered', async () => {
    const { user, token, coverId, form, occurred } = await holderOfPaidCover();
    const made = await api.app.inject({
      method: 'POST',
      url: '/api/home-insurance/claims',
      headers: { authorization: `Bearer ${token}` },
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
    render(<Harness userId={user.id} target={null} />);
    const clicks = userEvent.setup();
    await clicks.click(await screen.findByRole('button', { name: new RegExp(claim.reference) }));
    setOnline(false);
    await clicks.upload(
      screen.getByLabelText('Choose the file (PDF or photo)'),
      new File(['%PDF-1.4\n% abstract\n'], 'abstract.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText(claimQueueMessages.documentQueued)).toBeTruthy();
    setOnline(true);
    await drainOutbox({ reason: 'reconnected' });
    await waitFor(() => expect(screen.queryByText(claimQueueMessages.documentQueued)).toBeNull(), {
      timeout: 5000,
    });
  });
});
