// The real mail driver: SMTP through nodemailer (TLS, auth and pooling from the URL).
import nodemailer from 'nodemailer';
import type { MailSender } from './mail-sender';

export function smtpMailSender(url: string, from: string): MailSender & { close(): void } {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
