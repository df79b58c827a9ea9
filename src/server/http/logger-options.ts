// Pino options for Fastify's logger. Redaction is defence in depth: no code should log these fields,
// but if one ever logs a request's headers or body, tokens, passwords, OTPs and identity numbers
// (personal data under Kenya's Data Protection Act) still never reach the log.
import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config';

const secretBodyFields = [
  'password',
  'old_password',
  'new_password',
  'confirm_password',
  'otp',
  'id_number',
  'kra_pin',
];
const secretHeaders = ['authorization', 'cookie', '["set-cookie"]'];

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

/** Where log lines go; Fastify writes to stdout when none is given. */
export interface LogDestination {
  write(line: string): void;
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

export function buildLoggerOptions(level: LogLevel, destination?: LogDestination): LoggerOptions {
  return destination
    ? { level, redact: redactedPaths, stream: destination }
    : { level, redact: redactedPaths };
}
