// The real SMTP driver (nodemailer) delivering to a small SMTP server on loopback: what a mail server
// receives is what the client reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailSender } from '../../../../src/server/integrations/mail/smtp-mail-sender';
import { type SmtpCapture, startSmtpCapture } from '../../../helpers/smtp-capture';

let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture(({ to }) => to.some((address) => address.startsWith('busy')));
});
afterAll(async () => {
  await smtp?.close();
});

describe('the SMTP mail driver', () => {
  it('delivers the message with its sender, recipient, subject and UTF-8 text', async () => {
    const sender = smtpMailSender(smtp.url, 'Kinga Insurance Agency <no-reply@kinga.example>');
    try {
      await sender.send({
        to: 'wanjiru@mail.com',
        subject: 'Application received: policy 1234',
        text: 'Habari Wanjiru,\nPremium paid: KSh 3,049 — thank you.',
      });
    } finally {
      sender.close();
    }
    const [message] = smtp.messages;
    expect(message?.from).toBe('no-reply@kinga.example');
    expect(message?.to).toEqual(['wanjiru@mail.com']);
    expect(message?.data).toMatch(/^Subject: Application received: policy 1234$/m);
    expect(message?.data).toMatch(/^From: Kinga Insurance Agency <no-reply@kinga.example>$/m);
    // nodemailer picks quoted-printable for UTF-8 text: the em dash arrives encoded, the rest as typed.
    expect(message?.data).toContain('Premium paid: KSh 3,049 =E2=80=94 thank you.');
  });

  it('rejects when the server refuses the message, so the caller can retry it', async () => {
    const sender = smtpMailSender(smtp.url, 'no-reply@kinga.example');
    try {
      await expect(sender.send({ to: 'busy@mail.com', subject: 'x', text: 'y' })).rejects.toThrow();
    } finally {
      sender.close();
    }
    expect(smtp.refusals).toBe(1);
  });
});
