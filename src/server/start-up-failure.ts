// Start-up failures an operator causes (a database that is down or refuses the sign-in, a port already
// taken) explained in one line that says what to change. A stack trace would only bury that line, so it is
// printed only at LOG_LEVEL=debug or trace.

import type { DatabaseTarget } from './db/database-target';
import type { LogLevel } from './log-level';

/** A failure with a known cause; `message` is the one line to print, `cause` the driver's own error. */
export class StartupFailure extends Error {
  override name = 'StartupFailure';
}

// Network errors meaning "nothing answered at that address", from Node's net and dns modules.
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNRESET',
]);
// PostgreSQL SQLSTATEs for a server that answered but turned the connection down: wrong password, no
// such role or no pg_hba.conf entry (class 28), no such database (3D000).
const refusedCodes = new Set(['28P01', '28000', '3D000']);

function codeOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { code, errors } = error as { code?: unknown; errors?: unknown };
  if (typeof code === 'string') return code;
  // Node tries each address of a host name in turn and reports an AggregateError of all the failures.
  return Array.isArray(errors) ? codeOf(errors[0]) : undefined;
}

/** host:port as the operator wrote it in DATABASE_URL; the user name and password are left out. */
function databaseAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.hostname ? `${parsed.hostname}:${parsed.port || '5432'}` : 'DATABASE_URL';
  } catch {
    return 'DATABASE_URL';
  }
}

/** The known reasons a database does not open, as one StartupFailure; anything else comes back as it was. */
export function explainDatabaseFailure(error: unknown, target: DatabaseTarget): unknown {
  if (target.driver !== 'postgres') return error;
  const code = codeOf(error);
  if (code === undefined) return error;
  const at = databaseAddress(target.url);
  if (unreachableCodes.has(code)) {
    return new StartupFailure(`Could not reach the database at ${at} (${code}); check DATABASE_URL`, {
      cause: error,
    });
  }
  if (refusedCodes.has(code)) {
    // PostgreSQL's own wording ('password authentication failed for user "app"'); it never holds the
    // password.
    const reason = error instanceof Error ? error.message : code;
    return new StartupFailure(`The database at ${at} refused the connection: ${reason}; check DATABASE_URL`, {
      cause: error,
    });
  }
  return error;
}

/** The known reasons the server cannot listen, as one StartupFailure; anything else comes back as it was. */
export function explainListenFailure(error: unknown, address: { port: number; host: string }): unknown {
  switch (codeOf(error)) {
    case 'EADDRINUSE':
      return new StartupFailure(`Port ${address.port} is already in use; set PORT to another port`, {
        cause: error,
      });
    case 'EACCES':
      return new StartupFailure(
        `Port ${address.port} needs privileges this process does not have; set PORT to 1024 or above`,
        { cause: error },
      );
    case 'EADDRNOTAVAIL':
      return new StartupFailure(
        `HOST ${address.host} is not an address of this machine; set HOST to one of its addresses, or 0.0.0.0`,
        { cause: error },
      );
    default:
      return error;
  }
}

/** The lines to print when start-up fails: one, plus the stack trace at LOG_LEVEL=debug or trace. */
export function startupFailureLines(error: unknown, logLevel: LogLevel): string[] {
  const verbose = logLevel === 'debug' || logLevel === 'trace';
  const known = error instanceof StartupFailure;
  const message = error instanceof Error ? error.message : String(error);
  // An unforeseen error is most likely a bug: say where its stack trace is, without printing it.
  const line = `Kinga could not start: ${message}${known || verbose ? '' : ' (LOG_LEVEL=debug prints the stack trace)'}`;
  if (!verbose) return [line];
  const original = known ? error.cause : error;
  const stack = original instanceof Error ? original.stack : undefined;
  return stack ? [line, stack] : [line];
}
