// E-mails sent during a test, kept in memory.
import type { MailMessage, MailSender } from '../../src/server/integrations/mail/mail-sender';

export interface MailCapture {
  sender: MailSender;
  messages(): MailMessage[];
}

export function captureMail(): MailCapture {
  const sent: MailMessage[] = [];
  return {
    sender: {
      async send(message) {
        sent.push(message);
      },
    },
    messages: () => [...sent],
  };
}
