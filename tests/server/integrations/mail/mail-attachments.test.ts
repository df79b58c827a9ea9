// Attachments (the schedule and receipt go to the client with the approval e-mail): both drivers
// carry them as a proper multipart message that a mail client opens, the PDF intact.
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentReceiptOf } from '../../../../src/domain/documents/payment-receipt';
import { renderPaymentReceipt } from '../../../../src/server/documents/render-payment-receipt';
import { fileMailSender } from '../../../../src/server/integrations/mail/file-mail-sender';
import type { MailMessage } from '../../../../src/server/integrations/mail/mail-sender';
import { smtpMailSender } from '../../../../src/server/integrations/mail/smtp-mail-sender';
import { mimeAttachments } from '../../../helpers/mime-attachments';
import { readPdf } from '../../../helpers/pdf-text';
import { paidPolicy } from '../../../helpers/policy-fixture';
import { type SmtpCapture, startSmtpCapture } from '../../../helpers/smtp-capture';

let smtp: SmtpCapture;
let pdf: Uint8Array;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  const receipt = paymentReceiptOf(paidPolicy);
  if (!receipt) throw new Error('the fixture is paid');
  pdf = await renderPaymentReceipt(receipt);
});
afterAll(async () => {
  await smtp?.close();
});

const message = (): MailMessage => ({
  to: 'wanjiru@mail.com',
  subject: 'Policy approved: KIA/HOM/2026/000123',
  text: 'Your schedule and receipt are attached.',
  attachments: [
    { filename: 'kinga-receipt-RCPTPAID01.pdf', content: Buffer.from(pdf), contentType: 'application/pdf' },
  ],
});

async function expectReceiptAttached(raw: string) {
  expect(raw).toMatch(/^Content-Type: multipart\/mixed;/m);
  expect(raw).toContain('Your schedule and receipt are attached.');
  const [attached, ...more] = mimeAttachments(raw);
  expect(more).toEqual([]);
  expect(attached?.filename).toBe('kinga-receipt-RCPTPAID01.pdf');
  expect(attached?.contentType).toBe('application/pdf');
  expect((await readPdf(attached?.bytes ?? new Uint8Array())).text).toContain('RCPTPAID01');
}

describe('e-mail attachments', () => {
  it('the file driver writes a multipart .eml whose PDF opens', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kinga-mail-'));
    await fileMailSender(dir, 'no-reply@kinga.example').send(message());
    const [file] = await readdir(dir);
    await expectReceiptAttached(await readFile(join(dir, file ?? ''), 'utf8'));
  });

  it('the SMTP driver delivers the PDF attached', async () => {
    const sender = smtpMailSender(smtp.url, 'no-reply@kinga.example');
    try {
      await sender.send(message());
    } finally {
      sender.close();
    }
    await expectReceiptAttached(smtp.messages[0]?.data ?? '');
  });
});
