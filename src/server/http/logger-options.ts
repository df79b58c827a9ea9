// Pino options for Fastify's logger. Redaction is defence in depth: no code should log these fields,
// but if one ever logs a request's headers or body, tokens, passwords, OTPs and identity numbers
// (personal data under Kenya's Data Protection Act) still never reach the log.
import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../log-level';
import { serializeError } from './log-error-serializer';
import { maskPersonalUrl } from './personal-data-mask';

const secretBodyFields = [
  'password',
  'old_password',
  'new_password',
  'confirm_password',
  'otp',
  'id_number',
  'kra_pin',
  // The back office's set-up token and second-factor code.
  'token',
  'code',
];
const secretHeaders = ['authorization', 'cookie', '["set-cookie"]', '["x-payment-token"]'];

// Pino matches exact paths (a `*` is one level only), so each place a body or headers can appear in a
// log object is listed: Fastify's `req`/`res` serialisers and objects logged as `{ body }`/`{ headers }`.
export const redactedPaths = [
  ...['headers', 'req.headers', 'res.headers', 'request.headers'].flatMap((prefix) =>
    secretHeaders.map((header) => `${prefix}${header.startsWith('[') ? '' : '.'}${header}`),
  ),
  ...['body', 'req.body', 'request.body'].flatMap((prefix) =>
    secretBodyFields.map((field) => `${prefix}.${field}`),
  ),
];

// The M-Pesa callback's URL carries its secret token; Fastify logs every request's URL, so the segment is
// masked before the line is written (anyone reading logs could otherwise forge a payment confirmation).
const callbackTokenPattern = /(\/(?:payments\/confirmation|mpesa\/callback)\/)[^/?#]+/;
export const redactUrl = (url: string) => url.replace(callbackTokenPattern, '$1[redacted]');

/** A request URL as every log line may show it: the callback token and personal data masked. */
export const maskRequestUrl = (url: string) => maskPersonalUrl(redactUrl(url));

interface RequestLike {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's default request serializer, with the callback token and personal data masked. */
function serializeRequest(request: RequestLike) {
  return {
    method: request.method,
    url: maskRequestUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Where log lines go; Fastify writes to stdout when none is given. */
export interface LogDestination {
  write(line: string): void;
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

export function buildLoggerOptions(level: LogLevel, destination?: LogDestination): LoggerOptions {
  const serializers = { req: serializeRequest, err: serializeError };
  return destination
    ? { level, redact: redactedPaths, serializers, stream: destination }
    : { level, redact: redactedPaths, serializers };
}
