// Redaction is checked on Fastify's own logger (pino) with the app's options: what reaches the log
// when code logs a request's headers or body.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildLoggerOptions } from '../../../src/server/http/logger-options';

describe('log redaction', () => {
  it('never writes tokens, cookies, passwords, OTPs, ID numbers or KRA PINs', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: buildLoggerOptions('info', { write: (line) => lines.push(line) }) });
    app.post('/echo', async (request) => {
      request.log.info({ headers: request.headers, body: request.body }, 'logged a request in full');
      return { ok: true };
    });
    await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { authorization: 'Bearer secret-token', cookie: 'sid=secret-cookie' },
      payload: {
        name: 'Achieng',
        password: 'Secret#123',
        old_password: 'Old#123',
        new_password: 'New#1234',
        confirm_password: 'New#1234',
        otp: 4821,
        id_number: '12345678',
        kra_pin: 'A123456789Z',
      },
    });
    await app.close();

    const log = lines.join('');
    expect(log).toContain('Achieng');
    for (const secret of [
      'secret-token',
      'secret-cookie',
      'Secret#123',
      'Old#123',
      'New#1234',
      '4821',
      '12345678',
      'A123456789Z',
    ]) {
      expect(log, secret).not.toContain(secret);
    }
    expect(log).toContain('[Redacted]');
  });

  it('writes nothing at level silent', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: buildLoggerOptions('silent', { write: (line) => lines.push(line) }) });
    app.get('/', async () => 'ok');
    await app.inject({ method: 'GET', url: '/' });
    await app.close();
    expect(lines).toEqual([]);
  });
});
