// My Claims against the real API: the form's checks per peril by the fields, a claim made with no signal
// delivered once when the connection returns, and a claim that needs a document moving on once it is added.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { count, eq } from 'drizzle-orm';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kingaDb } from '../../../../src/client/offline/kinga-db';
import { drainOutbox } from '../../../../src/client/outbox/outbox-runner';
import MyClaimsSection, { type ClaimTarget } from '../../../../src/client/portal/claims/my-claims-section';
import { clearSession, signIn } from '../../../../src/client/state/session';
import { ClaimableCoverResponseSchema, ClaimCreatedResponseSchema } from '../../../../src/domain/api/claims';
import { claimRequestMessages } from '../../../../src/domain/claims/claim-request';
import { claimQueueMessages } from '../../../../src/domain/claims/claim-sending';
import { moneyMessages } from '../../../../src/domain/money';
import { claimItems, claims } from '../../../../src/server/db/schema';
import { serveApiForClientTests } from '../../../helpers/client-api-server';
import { jpegBytes } from '../../../helpers/image-fixtures';
import { buyCoverFor, settledPurchase, signInHolder } from '../../../helpers/portal-policies';
import { operatorToken, readyOperator } from '../../../helpers/server-operators';
import { payerEndingIn } from '../../../helpers/server-payments';
import { captureSms } from '../../../helpers/server-sms';
import { uniqueMsisdn } from '../../../helpers/server-users';

// The server's clock runs with the real one; an operator's sign-in moves it on 30 s (one TOTP step).
let offset = 0;
const clock = {
  now: () => new Date(Date.now() + offset),
  advance: (ms: number) => {
    offset += ms;
  },
};
const sms = captureSms();
const api = serveApiForClientTests({ sms: sms.sender, clock });

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

/**
 * A signed-in holder of a paid tenant's cover (its Sofa set insured for KSh 300,000; household items KSh
 * 300,000 and portable ones KSh 80,000); 'tenant-totals' lists no item.
 */
async function holderOfPaidCover(kind: 'tenant' | 'tenant-totals' = 'tenant') {
  const holder = uniqueMsisdn();
  const bought = await buyCoverFor(api.app, holder, payerEndingIn('0000'), kind);
  expect((await settledPurchase(api.app, bought)).status).toBe('success');
  const { token, user } = await signInHolder(api.app, sms, holder);
  signIn({ token, user, msisdn: user.msisdn });
  const claimable = await api.app.inject({
    url: `/api/home-insurance/claims/claimable/${bought.data.cover_id}`,
    headers: { authorization: `Bearer ${token}` },
  });
  const form = ClaimableCoverResponseSchema.parse(claimable.json()).data;
  // It happened a second after the cover started (and that second has passed).
  const occurred = new Date(new Date(form.period?.start ?? '').getTime() + 1000);
  await new Promise((resolve) => setTimeout(resolve, Math.max(occurred.getTime() - Date.now() + 50, 0)));
  return { user, token, coverId: bought.data.cover_id, form, occurred };
}

/** The section as /profile mounts it, the form open for the cover until it is sent. */
function Harness({ userId, target }: { userId: string; target: ClaimTarget }) {
  const [claimOn, setClaimOn] = useState<ClaimTarget | null>(target);
  return <MyClaimsSection userId={userId} claimOn={claimOn} onClaimClosed={() => setClaimOn(null)} />;
}

const nairobiWallClock = (at: Date) => new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 19);

async function claimsOn(coverId: string) {
  const [row] = await api.database.db
    .select({ value: count() })
    .from(claims)
    .where(eq(claims.coverId, coverId));
  return Number(row?.value);
}

beforeEach(async () => {
  clearSession();
  await kingaDb().outbox.clear();
  await kingaDb().drafts.clear();
  await kingaDb().claims.clear();
});
afterEach(() => setOnline(true));

describe('My Claims', () => {
  it('checks the claim by its fields for each peril, then a claim made offline reaches the server once on reconnect', async () => {
    const { user, coverId, occurred } = await holderOfPaidCover();
    render(<Harness userId={user.id} target={{ coverId, label: 'Home cover' }} />);
    const clicks = userEvent.setup();
    const send = await screen.findByRole('button', { name: 'Send claim' });

    await clicks.click(send);
    expect(await screen.findByText('Choose what happened.')).toBeTruthy();
    // Focus goes to the first field in error, so a screen reader reads its message.
    expect(document.activeElement?.getAttribute('aria-invalid')).toBe('true');

    await clicks.click(screen.getByRole('radio', { name: 'Third-party liability' }));
    fireEvent.change(screen.getByLabelText(/When did it happen/), {
      target: { value: nairobiWallClock(occurred) },
    });
    await clicks.type(screen.getByLabelText(/Where did it happen/), 'Kilimani, Nairobi');
    await clicks.type(screen.getByLabelText(/What happened, in your own words/), 'Too short');
    await clicks.click(send);
    expect(
      await screen.findByText('Describe what happened in your own words, in at least 30 characters.'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Describe who the third party is and what they say you owe them, in at least 10 characters.',
      ),
    ).toBeTruthy();
    // Liability asks for the third party's letter; nothing is attached yet.
    const documents = () => within(screen.getByRole('region', { name: /^Documents for/ }));
    expect(documents().getByText(/The third party's claim or demand letter/).textContent).toContain(
      'still to come',
    );

    await clicks.click(screen.getByRole('radio', { name: 'Burglary and theft' }));
    await clicks.type(
      screen.getByLabelText(/What happened, in your own words/),
      ': the door was forced at night and the sofa set was carried away.',
    );
    await clicks.click(send);
    expect(await screen.findByText(claimRequestMessages.itemsRequired)).toBeTruthy();
    expect(documents().getByText(/Police abstract with the OB number/).textContent).toContain(
      'still to come',
    );

    await clicks.click(screen.getByRole('checkbox', { name: /Sofa set/ }));
    await clicks.type(screen.getByLabelText('Estimated loss of Sofa set (KSh)'), '400000');
    await clicks.click(send);
    expect(
      await screen.findByText(
        'The estimated loss of Sofa set cannot be more than its sum insured, KSh 300,000.',
      ),
    ).toBeTruthy();
    await clicks.clear(screen.getByLabelText('Estimated loss of Sofa set (KSh)'));
    await clicks.type(screen.getByLabelText('Estimated loss of Sofa set (KSh)'), '120000');

    setOnline(false);
    await clicks.click(send);
    expect(await screen.findByText(claimQueueMessages.queued)).toBeTruthy();
    const waiting = within(await screen.findByRole('list', { name: 'Claims waiting to be sent' }));
    expect(waiting.getByText('Claim on Home cover')).toBeTruthy();
    expect(waiting.getByText(claimQueueMessages.waiting)).toBeTruthy();
    expect(await claimsOn(coverId)).toBe(0);

    setOnline(true);
    await Promise.all([drainOutbox({ reason: 'reconnected' }), drainOutbox()]);
    // Delivered: the claim opens, as the server has it.
    expect(await screen.findByText(/^Claim CLM-/, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByText('Received').length).toBeGreaterThan(0);
    await drainOutbox({ reason: 'reconnected' });
    expect(await claimsOn(coverId)).toBe(1);
    // The draft is gone once the claim is queued: a new claim starts empty.
    expect(await kingaDb().drafts.count()).toBe(0);
  });

  it('a tenant insured by totals adds the lost item under its section, is held to the sum insured, and sends the claim', async () => {
    const { user, coverId, occurred } = await holderOfPaidCover('tenant-totals');
    render(<Harness userId={user.id} target={{ coverId, label: 'Home cover' }} />);
    const clicks = userEvent.setup();
    const send = await screen.findByRole('button', { name: 'Send claim' });
    // Nothing listed to tick: the sections the cover insures, each with its sum insured.
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Household items · insured for KSh 300,000' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Portable items · insured for KSh 80,000' })).toBeTruthy();

    await clicks.click(screen.getByRole('radio', { name: 'Burglary and theft' }));
    fireEvent.change(screen.getByLabelText(/When did it happen/), {
      target: { value: nairobiWallClock(occurred) },
    });
    await clicks.type(screen.getByLabelText(/Where did it happen/), 'Kilimani, Nairobi');
    await clicks.type(
      screen.getByLabelText(/What happened, in your own words/),
      'The door was forced at night and the television and a laptop were taken.',
    );
    await clicks.click(send);
    // No box to tick takes the focus: the message is announced, and describes each Add button.
    expect((await screen.findByText(claimRequestMessages.itemsRequired)).getAttribute('role')).toBe('alert');
    const addHousehold = screen.getByRole('button', {
      name: 'Add a household item',
      description: claimRequestMessages.itemsRequired,
    });

    await clicks.click(addHousehold);
    // The new row's name takes the focus.
    expect(document.activeElement).toBe(screen.getByLabelText('Item 1: what was lost or damaged'));
    await clicks.type(screen.getByLabelText('Item 1: what was lost or damaged'), 'Television');
    // The wizard's money field: a decimal point is refused at the field, never read as another amount.
    await clicks.type(screen.getByLabelText('Item 1: estimated loss (KSh)'), '45000.50');
    expect(screen.getByText(moneyMessages.wholeShillings)).toBeTruthy();
    await clicks.clear(screen.getByLabelText('Item 1: estimated loss (KSh)'));
    await clicks.type(screen.getByLabelText('Item 1: estimated loss (KSh)'), '45,000');
    await clicks.click(screen.getByRole('button', { name: 'Add a portable item' }));
    await clicks.type(
      screen.getByLabelText('Item 1: what was lost or damaged', { selector: ':focus' }),
      'Laptop',
    );
    const laptopLoss = screen.getAllByLabelText('Item 1: estimated loss (KSh)')[1] as HTMLElement;
    await clicks.type(laptopLoss, '90000');
    await clicks.click(send);
    // Above the portable items' sum insured: said at the amount, which takes the focus.
    const above =
      'The estimated losses under portable items add up to KSh 90,000, more than their sum insured, KSh 80,000.';
    expect(await screen.findByText(above)).toBeTruthy();
    expect(document.activeElement).toBe(laptopLoss);
    expect(laptopLoss.getAttribute('aria-invalid')).toBe('true');
    await clicks.clear(laptopLoss);
    await clicks.type(laptopLoss, '80000');
    // Put right, the message goes at once, and the focus stays where the client is typing.
    expect(screen.queryByText(above)).toBeNull();
    expect(laptopLoss.getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(laptopLoss);

    await clicks.click(send);
    await drainOutbox({ reason: 'reconnected' });
    expect(await screen.findByText(/^Claim CLM-/, {}, { timeout: 5000 })).toBeTruthy();
    const [claim] = await api.database.db.select().from(claims).where(eq(claims.coverId, coverId));
    const items = await api.database.db
      .select({
        name: claimItems.name,
        section: claimItems.section,
        named: claimItems.named,
        loss: claimItems.estimatedLoss,
      })
      .from(claimItems)
      .where(eq(claimItems.claimId, claim?.id ?? ''));
    expect(items).toEqual(
      expect.arrayContaining([
        { name: 'Television', section: 'household', named: true, loss: 45_000 },
        { name: 'Laptop', section: 'portable', named: true, loss: 80_000 },
      ]),
    );
    expect(items).toHaveLength(2);
  });

  it('a claim being written is kept on the device: closed and opened again, the form resumes it', async () => {
    const { user, coverId } = await holderOfPaidCover();
    const target = { coverId, label: 'Home cover' };
    const first = render(<Harness userId={user.id} target={target} />);
    const clicks = userEvent.setup();
    await clicks.click(await screen.findByRole('radio', { name: 'Accidental damage' }));
    await clicks.type(screen.getByLabelText(/Where did it happen/), 'Westlands');
    await waitFor(async () => expect(await kingaDb().drafts.count()).toBe(1));
    first.unmount();

    render(<Harness userId={user.id} target={target} />);
    expect(((await screen.findByLabelText(/Where did it happen/)) as HTMLInputElement).value).toBe(
      'Westlands',
    );
    expect((screen.getByRole('radio', { name: 'Accidental damage' }) as HTMLInputElement).checked).toBe(true);
  });

  it('a claim an operator asked a document for shows Documents needed; adding it moves the claim to Under review', async () => {
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
    const pdf = Buffer.from('%PDF-1.4\n% a document\n');
    const jpeg = jpegBytes;
    for (const [type, bytes, contentType] of [
      ['photo', jpeg, 'image/jpeg'],
      ['police_abstract', pdf, 'application/pdf'],
      ['proof_of_ownership', pdf, 'application/pdf'],
    ] as const) {
      const put = await api.app.inject({
        method: 'PUT',
        url: `/api/home-insurance/claims/${claim.id}/uploads/${crypto.randomUUID()}?document_type=${type}`,
        headers: { ...bearer, 'content-type': contentType },
        payload: bytes,
      });
      expect(put.statusCode, put.body).toBe(201);
    }
    const operator = await readyOperator(api.app, api.database, clock, 'agent');
    const operatorBearer = { authorization: `Bearer ${await operatorToken(api.app, clock, operator)}` };
    const asked = await api.app.inject({
      method: 'POST',
      url: `/api/admin/claims/${claim.id}/request-document`,
      headers: operatorBearer,
      payload: { document_type: 'other', message: 'Please send the letter from your landlord.' },
    });
    expect(asked.statusCode, asked.body).toBe(200);

    render(<MyClaimsSection userId={user.id} claimOn={null} onClaimClosed={() => undefined} />);
    const clicks = userEvent.setup();
    await clicks.click(await screen.findByRole('button', { name: new RegExp(claim.reference) }));
    expect(screen.getByRole('heading', { name: `Claim ${claim.reference}: Documents needed` })).toBeTruthy();
    expect(screen.getByText('Please send the letter from your landlord.')).toBeTruthy();
    const missing = screen.getByRole('heading', { name: 'Still missing' }).parentElement as HTMLElement;
    expect(within(missing).getByText('Another document the agency asked for')).toBeTruthy();

    await clicks.upload(
      screen.getByLabelText('Choose the file (PDF or photo)'),
      new File(['%PDF-1.4\n% the landlord letter\n'], 'landlord.pdf', { type: 'application/pdf' }),
    );
    await waitFor(async () => expect(await kingaDb().outbox.count()).toBe(1));
    await drainOutbox({ reason: 'reconnected' });
    expect(
      await screen.findByRole(
        'heading',
        { name: `Claim ${claim.reference}: Under review` },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
  });
});
