// Whether an error means "the database cannot be reached" (down, restarting, a partition), as opposed to
// a query that is wrong: the first is a 503 the caller may retry in a minute, the second a bug (500).
// Drizzle wraps a query's error (DrizzleQueryError) with the driver's as its cause, so the whole chain is
// read. Bare socket codes count too: node-postgres rejects with them when it cannot connect, and the other
// services a request reaches (Daraja, mail) turn their own network failures into their own errors first.

const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// PostgreSQL's own: class 08 (connection exception), and a server shutting down or starting up.
const serverCodes = /^(08[0-9A-Z]{3}|57P01|57P02|57P03)$/;

// node-postgres and pg-pool's words for a connection lost, never made within connectionTimeoutMillis, or
// a query unanswered within query_timeout.
const driverMessages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout/;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (socketCodes.has(code) || serverCodes.test(code))) return true;
    if (driverMessages.test(current.message)) return true;
    // AggregateError: node's connect tried several addresses (IPv4 and IPv6) and each failed.
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) {
      return true;
    }
    current = current.cause;
  }
  return false;
}
