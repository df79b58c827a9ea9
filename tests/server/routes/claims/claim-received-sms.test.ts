// The 'claim received' SMS asks only for the documents still missing. The portal sends
// a claim, then its files one by one; the SMS waits for them (a short while, or until nothing is missing),
// and its words are read from the claim's files as they stand when it is sent.
import { describe, expect, it } from 'vitest';
import { claimReceivedWaitMs } from '../../../../src/server/services/claims/claim-notices';
import { jpegBytes, pdfBytes, setupClaimsApp } from '../../../helpers/server-claims';

const { context, clock, claimant, claimOf, upload, sms } = setupClaimsApp();

const receivedSmsOf = (reference: string) =>
  sms.messages().filter((message) => message.text.includes(`claim ${reference} has been received`));

describe('the claim received SMS', () => {
  it('waits for the files sent with the claim, then asks only for what is still missing', async () => {
    const client = await claimant();
    const claim = await claimOf(client);
    for (const [documentType, bytes, type] of [
      ['police_abstract', pdfBytes, 'application/pdf'],
      ['photo', jpegBytes, 'image/jpeg'],
    ] as const) {
      expect((await upload(client.token, claim.id, { bytes, type, documentType })).statusCode).toBe(201);
    }
    await context.app.notifications.drain();
    expect(receivedSmsOf(claim.reference)).toEqual([]);

    clock.advance(claimReceivedWaitMs);
    // The server's repeating pass sends what has come due.
    await context.app.notifications.sendDue();
    const [text] = receivedSmsOf(claim.reference).map((message) => message.text);
    expect(text).toContain(
      'Upload the documents still missing: Receipts or proof of ownership of the affected items.',
    );
    expect(text).not.toContain('Police abstract');
    expect(text).not.toContain('Photos of the damage');
  });

  it('goes at once when the last missing document arrives, and asks for nothing', async () => {
    const client = await claimant();
    const claim = await claimOf(client);
    for (const [documentType, bytes, type] of [
      ['police_abstract', pdfBytes, 'application/pdf'],
      ['photo', jpegBytes, 'image/jpeg'],
      ['proof_of_ownership', pdfBytes, 'application/pdf'],
    ] as const) {
      expect((await upload(client.token, claim.id, { bytes, type, documentType })).statusCode).toBe(201);
    }
    await context.app.notifications.drain();
    const [text] = receivedSmsOf(claim.reference).map((message) => message.text);
    expect(text).toContain('Nothing for you to do: we have everything');
  });
});
