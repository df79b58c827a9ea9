// 'Download receipt' and 'Download cover note' once a policy is paid, 'Download schedule' once the agency
// has approved it (a note until then, and the cover note no longer); a document opened once is kept on the device and opens offline.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kingaDb } from '../../../../src/client/offline/kinga-db';
import { clearPersonalData } from '../../../../src/client/offline/personal-data';
import { MyPoliciesSection } from '../../../../src/client/portal/policies/my-policies-section';
import { clearSession, signIn } from '../../../../src/client/state/session';
import { documentMessages } from '../../../../src/domain/documents/document-messages';
import { serveApiForClientTests } from '../../../helpers/client-api-server';
import { buyCoverFor, settledPurchase, signInHolder } from '../../../helpers/portal-policies';
import { payerEndingIn } from '../../../helpers/server-payments';
import { captureSms } from '../../../helpers/server-sms';
import { uniqueMsisdn } from '../../../helpers/server-users';

const sms = captureSms();
let documentRequests = 0;
const api = serveApiForClientTests({
  sms: sms.sender,
  beforeListen: (app) =>
    app.addHook('onRequest', async (request) => {
      if (request.url.endsWith('.pdf')) documentRequests += 1;
    }),
});

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

/** What the device was handed to open: the browser's object URLs are the edge of this test's world. */
let opened: { blob: Blob; fileName: string }[] = [];
beforeEach(async () => {
  clearSession();
  await kingaDb().policies.clear();
  await kingaDb().documents.clear();
  opened = [];
  let lastBlob: Blob | undefined;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    lastBlob = blob;
    return 'blob:kinga-document';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (lastBlob) opened.push({ blob: lastBlob, fileName: this.download });
  });
});
afterEach(() => {
  setOnline(true);
  vi.restoreAllMocks();
});

async function paidCoverSignedIn() {
  const holder = uniqueMsisdn();
  const bought = await buyCoverFor(api.app, holder, payerEndingIn('0000'));
  const payment = await settledPurchase(api.app, bought);
  expect(payment.status).toBe('success');
  const { token, user } = await signInHolder(api.app, sms, holder);
  signIn({ token, user, msisdn: user.msisdn });
  return { coverId: bought.data.cover_id, receipt: payment.mpesa_receipt_number ?? '', user };
}

const pdfText = async (blob: Blob) => new TextDecoder('latin1').decode(await blob.arrayBuffer());

describe('policy documents in My Policies', () => {
  it('downloads the receipt of a paid policy and says the schedule comes once the agency approves', async () => {
    const { receipt, user } = await paidCoverSignedIn();
    render(<MyPoliciesSection userId={user.id} msisdn={user.msisdn} />);
    const card = within(await screen.findByRole('article'));
    expect(card.getByText(documentMessages.scheduleNotReady)).toBeTruthy();
    expect(card.queryByRole('button', { name: documentMessages.downloadSchedule })).toBeNull();

    await userEvent.setup().click(card.getByRole('button', { name: documentMessages.downloadReceipt }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]?.fileName).toBe(`kinga-receipt-${receipt}.pdf`);
    expect(opened[0]?.blob.type).toBe('application/pdf');
    expect((await pdfText(opened[0]?.blob as Blob)).startsWith('%PDF-')).toBe(true);
  });

  it('offers the cover note the moment the policy is paid, and no longer once the schedule replaces it', async () => {
    const { coverId, user } = await paidCoverSignedIn();
    const view = render(<MyPoliciesSection userId={user.id} msisdn={user.msisdn} />);
    const card = within(await screen.findByRole('article'));
    await userEvent.setup().click(card.getByRole('button', { name: documentMessages.downloadCoverNote }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]?.fileName).toMatch(/^kinga-cover-note-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}\.pdf$/);
    expect((await pdfText(opened[0]?.blob as Blob)).startsWith('%PDF-')).toBe(true);
    view.unmount();

    await api.database.db.execute(sql`update covers set review_status = 'approved' where id = ${coverId}`);
    await api.app.documents.issueSchedule(coverId);
    render(<MyPoliciesSection userId={user.id} msisdn={user.msisdn} />);
    const approved = within(await screen.findByRole('article'));
    await approved.findByRole('button', { name: documentMessages.downloadSchedule });
    expect(approved.queryByRole('button', { name: documentMessages.downloadCoverNote })).toBeNull();
  });

  it('withdraws the cover note of a declined application', async () => {
    const { coverId, user } = await paidCoverSignedIn();
    await api.database.db.execute(sql`update covers set review_status = 'declined' where id = ${coverId}`);
    render(<MyPoliciesSection userId={user.id} msisdn={user.msisdn} />);
    const card = within(await screen.findByRole('article'));
    await card.findByText(documentMessages.noScheduleDeclined);
    expect(card.queryByRole('button', { name: documentMessages.downloadCoverNote })).toBeNull();
  });

  it('downloads the schedule once approved, keeps it on the device, opens it offline, and forgets it on sign-out', async () => {
    const { coverId, user } = await paidCoverSignedIn();
    await api.database.db.execute(sql`update covers set review_status = 'approved' where id = ${coverId}`);
    const { policyNumber } = await api.app.documents.issueSchedule(coverId);
    render(<MyPoliciesSection userId={user.id} msisdn={user.msisdn} />);
    const card = within(await screen.findByRole('article'));
    expect(card.queryByText(documentMessages.scheduleNotReady)).toBeNull();
    const clicks = userEvent.setup();
    await clicks.click(card.getByRole('button', { name: documentMessages.downloadSchedule }));
    await waitFor(() => expect(opened).toHaveLength(1));
    const fileName = `kinga-policy-schedule-${policyNumber.replaceAll('/', '-')}.pdf`;
    expect(opened[0]?.fileName).toBe(fileName);
    const online = await pdfText(opened[0]?.blob as Blob);
    expect(await kingaDb().documents.get([coverId, 'schedule'])).toMatchObject({ coverId, fileName });

    setOnline(false);
    const requestsBefore = documentRequests;
    await clicks.click(card.getByRole('button', { name: documentMessages.downloadSchedule }));
    await waitFor(() => expect(opened).toHaveLength(2));
    expect(documentRequests).toBe(requestsBefore);
    expect(opened[1]?.fileName).toBe(fileName);
    expect(await pdfText(opened[1]?.blob as Blob)).toBe(online);

    // Never opened while online: offline, the receipt says it is not on this device yet.
    await clicks.click(card.getByRole('button', { name: documentMessages.downloadReceipt }));
    expect((await card.findByRole('alert')).textContent).toBe(documentMessages.documentOffline);

    await clearPersonalData();
    expect(await kingaDb().documents.count()).toBe(0);
  });
});
