// The schedule and the receipt as PDFs: read back with a PDF text extractor, as a client's viewer would.
import { describe, expect, it } from 'vitest';
import { agency } from '../../../src/domain/business';
import { paymentReceiptOf } from '../../../src/domain/documents/payment-receipt';
import { policyScheduleOf } from '../../../src/domain/documents/policy-schedule';
import { legalIdentity } from '../../../src/domain/legal-identity';
import { underwriterPaybillShortcodes } from '../../../src/server/db/catalogue/catalogue-data';
import { renderPaymentReceipt } from '../../../src/server/documents/render-payment-receipt';
import { renderPolicySchedule } from '../../../src/server/documents/render-policy-schedule';
import { readPdf } from '../../helpers/pdf-text';
import { paidPolicy } from '../../helpers/policy-fixture';

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('the policy schedule PDF', () => {
  it('carries the policy number, underwriter, insured, period, sums, items, levies and receipt', async () => {
    const pdf = await renderPolicySchedule(policyScheduleOf(paidPolicy, 'KIA/HOM/2026/000123'));
    const { text, info } = await readPdf(pdf);
    const body = flat(text);
    for (const expected of [
      'Policy schedule',
      'KIA/HOM/2026/000123',
      // The reference the client has known since buying, beside the number.
      'Policy number KIA/HOM/2026/000123 · ref K7Q3-M9XT',
      'Reference K7Q3-M9XT',
      'Simba Insurance',
      'Simba Home Comprehensive',
      'Wanjiru Kamau',
      '30123456',
      'Kilimani, Nairobi',
      '2 March 2026',
      '1 March 2027',
      'Building KSh 5,000,000',
      'Contents KSh 300,000',
      'All-risks KSh 80,000',
      'Sofa set',
      'Laptop',
      'Premium KSh 2,900',
      'PHCF (0.25%) KSh 7',
      'Training Levy (0.2%) KSh 6',
      'Stamp Duty KSh 40',
      'Total paid KSh 2,953',
      'RCPTPAID01',
      agency.name,
      legalIdentity,
      agency.email,
    ]) {
      expect(body, expected).toContain(expected);
    }
    expect(info).toMatchObject({ Title: 'Policy schedule KIA/HOM/2026/000123', Author: agency.name });
  });

  it('repeats the agency header, its legal identity and the page count on every page of a long schedule', async () => {
    const items = Array.from({ length: 40 }, (_, index) => ({ name: `Item ${index + 1}`, value: 1_000 }));
    const policy = { ...paidPolicy, house_hold_items: items };
    const { pages } = await readPdf(
      await renderPolicySchedule(policyScheduleOf(policy, 'KIA/HOM/2026/000123')),
    );
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      const body = flat(page);
      expect(body).toContain(agency.name);
      expect(body).toContain(legalIdentity);
      expect(body).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    // The premium and its total stay together on one page.
    expect(pages.filter((page) => flat(page).includes('Stamp Duty KSh 40'))).toEqual(
      pages.filter((page) => flat(page).includes('Total paid KSh 2,953')),
    );
  });

  it('is A4 PDF/A-1b with its fonts embedded', async () => {
    const pdf = Buffer.from(await renderPolicySchedule(policyScheduleOf(paidPolicy, 'KIA/HOM/2026/000123')));
    const raw = pdf.toString('latin1');
    expect(raw).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(raw).toContain('<pdfaid:part>1</pdfaid:part>');
    expect(raw).toContain('/FontFile2');
  });
});

describe('the payment receipt PDF', () => {
  it('carries the M-Pesa receipt code, the amount paid and each levy', async () => {
    const receipt = paymentReceiptOf(paidPolicy);
    if (!receipt) throw new Error('the fixture is paid');
    const { text, info } = await readPdf(await renderPaymentReceipt(receipt));
    const body = flat(text);
    for (const expected of [
      'Payment receipt',
      'RCPTPAID01',
      '2 March 2026, 12:00',
      'KSh 2,953',
      'PHCF (0.25%) KSh 7',
      'Training Levy (0.2%) KSh 6',
      'Stamp Duty KSh 40',
      'Wanjiru Kamau',
      'KIA/HOM/2026/000123',
      legalIdentity,
    ]) {
      expect(body, expected).toContain(expected);
    }
    expect(info).toMatchObject({ Title: 'Payment receipt RCPTPAID01', Author: agency.name });
  });

  it('names the underwriter the premium was paid to and its paybill: the agency never holds it', async () => {
    const receipt = paymentReceiptOf(paidPolicy);
    if (!receipt) throw new Error('the fixture is paid');
    const body = flat((await readPdf(await renderPaymentReceipt(receipt))).text);
    expect(body).toContain(
      `Premium paid to Simba Insurance through M-Pesa paybill ${underwriterPaybillShortcodes.simba}. Kinga Insurance Agency never holds your premium.`,
    );
  });
});
