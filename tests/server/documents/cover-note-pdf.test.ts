// The cover note as a PDF, and the check every document carries: read back as a client's viewer would,
// and its QR code read as a phone's camera would.
import { describe, expect, it } from 'vitest';
import { coverNoteOf } from '../../../src/domain/documents/cover-note';
import { paymentReceiptOf } from '../../../src/domain/documents/payment-receipt';
import { policyScheduleOf } from '../../../src/domain/documents/policy-schedule';
import { legalIdentity } from '../../../src/domain/legal-identity';
import { renderCoverNote } from '../../../src/server/documents/render-cover-note';
import { renderPaymentReceipt } from '../../../src/server/documents/render-payment-receipt';
import { renderPolicySchedule } from '../../../src/server/documents/render-policy-schedule';
import { readPdfQr } from '../../helpers/pdf-qr';
import { readPdf } from '../../helpers/pdf-text';
import { paidPolicy } from '../../helpers/policy-fixture';

const flat = (text: string) => text.replace(/\s+/g, ' ');
const link = 'https://kinga.example/verify/K7Q3M9XTABCD';

describe('the cover note PDF', () => {
  it('says it is temporary evidence of cover, until the schedule or 30 days, and carries what it must', async () => {
    const note = coverNoteOf(paidPolicy);
    if (!note) throw new Error('the fixture is paid');
    const { text, info } = await readPdf(await renderCoverNote(note, { link }));
    const body = flat(text);
    for (const expected of [
      'Cover note',
      'This cover note is temporary evidence of cover. It is valid until the policy schedule is issued or until 1 April 2026, whichever comes first.',
      'Reference K7Q3-M9XT',
      'Policy holder Wanjiru Kamau',
      'Underwriter Simba Insurance',
      'Underwritten by Simba Insurance, licensed by the Insurance Regulatory Authority',
      'Period of cover 2 March 2026 to 1 March 2027',
      'Premium paid KSh 2,953',
      'Building KSh 5,000,000',
      'Contents KSh 300,000',
      'All-risks KSh 80,000',
      link,
      legalIdentity,
    ]) {
      expect(body, expected).toContain(expected);
    }
    // The holder's ID number and address belong on the schedule, not on a note shown to a landlord.
    expect(body).not.toContain('30123456');
    expect(info).toMatchObject({ Title: 'Cover note K7Q3-M9XT' });
  });

  it('is not issued for a cover whose premium has not been paid', () => {
    expect(coverNoteOf({ ...paidPolicy, stk_responses: [] })).toBeNull();
  });
});

describe('the check on every document', () => {
  it('is a QR code that a camera reads as the printed link, on the note, the receipt and the schedule', async () => {
    const receipt = paymentReceiptOf(paidPolicy);
    const note = coverNoteOf(paidPolicy);
    if (!receipt || !note) throw new Error('the fixture is paid');
    const pdfs = [
      await renderCoverNote(note, { link }),
      await renderPaymentReceipt(receipt, { link }),
      await renderPolicySchedule(policyScheduleOf(paidPolicy, 'KIA/HOM/2026/000123'), { link }),
    ];
    for (const pdf of pdfs) {
      const { pages } = await readPdf(pdf);
      const last = pages.length;
      expect(flat(pages[last - 1] ?? '')).toContain(`Check this document`);
      expect(await readPdfQr(pdf, last)).toBe(link);
    }
  });
});
