// Reads a raw e-mail (an .eml file or SMTP DATA) as a mail client would: its parts' headers and decoded
// bodies, so a test can open an attached PDF. Enough of MIME for what nodemailer writes (base64 parts).

export interface MimeAttachment {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

/** The attachments of a multipart message, decoded. */
export function mimeAttachments(raw: string): MimeAttachment[] {
  const boundary = /boundary="?([^"\r\n;]+)"?/i.exec(raw)?.[1];
  if (!boundary) return [];
  const attachments: MimeAttachment[] = [];
  for (const part of raw.split(`--${boundary}`).slice(1)) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = part.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
    if (!/content-disposition:\s*attachment/i.test(headers)) continue;
    const filename = /filename="?([^"\r\n;]+)"?/i.exec(headers)?.[1] ?? '';
    const contentType = /content-type:\s*([^;\r\n]+)/i.exec(headers)?.[1]?.trim() ?? '';
    const body = part
      .slice(split)
      .replace(/--\s*$/, '')
      .replace(/\s+/g, '');
    attachments.push({ filename, contentType, bytes: new Uint8Array(Buffer.from(body, 'base64')) });
  }
  return attachments;
}
