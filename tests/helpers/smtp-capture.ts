// A minimal SMTP server on loopback: enough of RFC 5321 for nodemailer to deliver to it (no TLS, no
// AUTH), keeping each accepted message's envelope and raw DATA. `refuse` answers a message's DATA with a
// temporary failure (451), as a busy mail server does, so retries can be tested against the real driver.

import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';

export interface CapturedMail {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpCapture {
  url: string;
  messages: CapturedMail[];
  refusals: number;
  close(): Promise<void>;
}

export async function startSmtpCapture(
  refuse: (envelope: { to: string[] }) => boolean = () => false,
): Promise<SmtpCapture> {
  const capture = { messages: [] as CapturedMail[], refusals: 0 };
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let envelope = { from: '', to: [] as string[] };
    let data: string | null = null;
    let buffer = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 capture ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const message = { ...envelope, data: data + buffer.slice(0, end) };
          buffer = buffer.slice(end + 5);
          data = null;
          if (refuse(message)) {
            capture.refusals += 1;
            reply('451 4.3.0 Try again later');
          } else {
            capture.messages.push(message);
            reply('250 2.0.0 Queued');
          }
          envelope = { from: '', to: [] };
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 capture');
        else if (verb === 'MAIL') envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
        else if (verb === 'RCPT') envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        else if (verb === 'DATA') {
          data = '';
          reply('354 End data with <CR><LF>.<CR><LF>');
          continue;
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
          return;
        } else if (verb !== 'RSET' && verb !== 'NOOP') {
          reply('502 5.5.1 Not implemented');
          continue;
        }
        if (verb === 'MAIL' || verb === 'RCPT' || verb === 'RSET' || verb === 'NOOP') reply('250 OK');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(capture, {
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  });
}
