// E-mail to clients. Drivers: .eml files under DATA_DIR/mail (default, local) and SMTP (SMTP_URL).

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailSender {
  /** Resolves once the message is written (file) or accepted by the SMTP server. */
  send(message: MailMessage): Promise<void>;
}
