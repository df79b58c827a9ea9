// The agency's legal identity is one text, and every place says it: the Terms, About, the
// site's footer, both PDFs and every e-mail. The documents of a policy also say who underwrites it and
// under which IRA licence; nothing claims a licence the Terms deny.
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement, type FunctionComponent, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { AboutSection } from '../../src/client/pages/home/about-section';
import { PartnersSection } from '../../src/client/pages/home/partners-section';
import TermsPage from '../../src/client/pages/terms-page';
import { Footer } from '../../src/client/shell/footer';
import { paymentReceiptOf } from '../../src/domain/documents/payment-receipt';
import { policyScheduleOf } from '../../src/domain/documents/policy-schedule';
import { legalIdentity, underwritingLine } from '../../src/domain/legal-identity';
import { underwriterLicence } from '../../src/domain/underwriters';
import { renderPaymentReceipt } from '../../src/server/documents/render-payment-receipt';
import { renderPolicySchedule } from '../../src/server/documents/render-policy-schedule';
import { fileMailSender } from '../../src/server/integrations/mail/file-mail-sender';
import { withLegalIdentity } from '../../src/server/integrations/mail/with-legal-identity';
import { paymentReceivedEmail } from '../../src/server/services/payments/payment-received-message';
import { readPdf } from '../helpers/pdf-text';
import { paidPolicy } from '../helpers/policy-fixture';

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
// Pages as the server would render them (a PDF's text cannot be read back under jsdom, so this file runs in
// Node and renders the components to markup, then reads their text).
// wouter's Router types its children as a required prop; createElement passes them as arguments.
const PathRouter = Router as FunctionComponent<{ ssrPath: string; children?: ReactNode }>;
const textOf = (component: FunctionComponent, path = '/') =>
  flat(
    renderToStaticMarkup(createElement(PathRouter, { ssrPath: path }, createElement(component)))
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, '&'),
  );
// Words the Terms deny: no page, document or e-mail may say the agency holds such a licence.
const deniedLicence = /licensed[^.]*as an insurance (agent|broker)/i;

describe("the agency's legal identity", () => {
  it('denies being an insurer, agent or broker, as the Terms do, and names the regulator of the insurers', () => {
    expect(legalIdentity).toMatch(/is not an insurer, an insurance agent or an insurance broker/);
    expect(legalIdentity).toMatch(/Insurance Regulatory Authority/);
    expect(legalIdentity).not.toMatch(deniedLicence);
  });

  it('is said on the Terms, in About and in the footer', () => {
    for (const [place, text] of [
      ['Terms', textOf(TermsPage, '/terms')],
      ['About', textOf(AboutSection)],
      ['footer', textOf(Footer)],
    ] as const) {
      expect(text, place).toContain(legalIdentity);
      expect(text, place).not.toMatch(deniedLicence);
    }
  });

  it('shows each partner insurer with its IRA licence on the home page', () => {
    const partners = textOf(PartnersSection).toLowerCase();
    for (const id of ['simba', 'baobab', 'mlima', 'pwani']) {
      const licence = underwriterLicence(id);
      expect(licence).toMatch(/IRA/);
      expect(partners).toContain((licence ?? 'a licence').toLowerCase());
    }
  });

  it("is printed on the schedule and the receipt, with the policy's underwriter and its licence", async () => {
    const underwriting = underwritingLine(paidPolicy.product.under_writer);
    expect(underwriting).toContain(underwriterLicence('simba') ?? 'a licence');
    const receipt = paymentReceiptOf(paidPolicy);
    if (!receipt) throw new Error('the fixture is paid');
    for (const pdf of [
      await renderPolicySchedule(policyScheduleOf(paidPolicy, 'KIA/HOM/2026/000123')),
      await renderPaymentReceipt(receipt),
    ]) {
      // Every page's footer carries it: policy-pdfs.test.ts reads a long schedule page by page.
      const { text } = await readPdf(pdf);
      expect(flat(text)).toContain(legalIdentity);
      expect(flat(text)).toContain(underwriting);
      expect(flat(text)).not.toMatch(deniedLicence);
    }
  });

  it('ends every e-mail the file driver writes', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kinga-legal-mail-'));
    const mail = withLegalIdentity(fileMailSender(dir, 'no-reply@kinga.example'));
    const email = paymentReceivedEmail({
      holderName: 'Wanjiru Kamau',
      reference: 'K7Q3-M9XT',
      policyNumber: null,
      productName: 'Simba Home Comprehensive',
      underwriterName: 'Simba Insurance',
      coverTypeLabel: 'Building, contents and all-risks',
      ownership: 'Owner',
      sections: [{ name: 'Building', value: 5_000_000 }],
      amountPaid: 2_953,
      receipt: 'RCPTPAID01',
    });
    await mail.send({ to: 'wanjiru@mail.com', ...email });
    const [file] = await readdir(dir);
    const raw = await readFile(join(dir, file ?? ''), 'utf8');
    // Quoted-printable folds long lines with '=' at the end: unfold before reading the text.
    const body = flat(raw.replace(/=\r?\n/g, ''));
    expect(body).toContain(legalIdentity);
    expect(body).not.toMatch(deniedLicence);
  });
});
