// The local mail driver: each message becomes an .eml file a developer opens with any mail client.
// nodemailer builds the MIME (headers, encodings, UTF-8 subjects) so the file is what SMTP would carry.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailSender } from './mail-sender';

export function fileMailSender(dir: string, from: string): MailSender {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(message) {
      const info = await composer.sendMail({ from, ...message });
      await mkdir(dir, { recursive: true });
      sequence += 1;
      // Time first, so a folder listing reads in sending order.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${sequence}.eml`;
      await writeFile(join(dir, name), info.message as Buffer);
    },
  };
}
