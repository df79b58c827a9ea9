// E-mail to clients. Drivers: .eml files under DATA_DIR/mail (default, local) and SMTP (SMTP_URL).

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Files sent with it (the approval's schedule and receipt PDFs); both drivers hand them to nodemailer. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailSender {
  /** Resolves once the message is written (file) or accepted by the SMTP server. */
  send(message: MailMessage): Promise<void>;
}
