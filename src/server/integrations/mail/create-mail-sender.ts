import type { MailConfig } from '../../config-mpesa';
import { fileMailSender } from './file-mail-sender';
import type { MailSender } from './mail-sender';
import { smtpMailSender } from './smtp-mail-sender';

/** The driver MAIL_DRIVER / SMTP_URL name. */
export function createMailSender(config: MailConfig): MailSender {
  return config.driver === 'file'
    ? fileMailSender(config.dir, config.from)
    : smtpMailSender(config.url, config.from);
}
