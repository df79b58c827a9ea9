import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { DatabaseTarget } from '../../src/server/db/database-target';
import {
  explainDatabaseFailure,
  explainListenFailure,
  StartupFailure,
  startupFailureLines,
} from '../../src/server/start-up-failure';

const postgres = (url: string): DatabaseTarget => ({ driver: 'postgres', url });
const target = postgres('postgres://app:s3cret-pass@db.internal:6543/kinga');

/** An error as Node's net and dns modules raise it. */
function systemError(code: string, message = `connect ${code}`): Error {
  return Object.assign(new Error(message), { code });
}

/** An error as PostgreSQL sends it, through pg's own class. */
function serverError(code: string, message: string): Error {
  return Object.assign(new pg.DatabaseError(message, 0, 'error'), { code });
}

const messageOf = (explained: unknown) => {
  expect(explained).toBeInstanceOf(StartupFailure);
  return (explained as StartupFailure).message;
};

describe('explaining a database that does not open', () => {
  it('names host and port for a refused or unresolvable address, never the user or password', () => {
    expect(messageOf(explainDatabaseFailure(systemError('ECONNREFUSED'), target))).toBe(
      'Could not reach the database at db.internal:6543 (ECONNREFUSED); check DATABASE_URL',
    );
    const notFound = messageOf(explainDatabaseFailure(systemError('ENOTFOUND'), target));
    expect(notFound).toBe('Could not reach the database at db.internal:6543 (ENOTFOUND); check DATABASE_URL');
    expect(notFound).not.toContain('s3cret');
  });

  it('takes PostgreSQL’s default port when the URL gives none', () => {
    const explained = explainDatabaseFailure(
      systemError('ETIMEDOUT'),
      postgres('postgres://db.internal/kinga'),
    );
    expect(messageOf(explained)).toBe(
      'Could not reach the database at db.internal:5432 (ETIMEDOUT); check DATABASE_URL',
    );
  });

  it('reads the code of every address tried for a host name (an AggregateError)', () => {
    const aggregate = new AggregateError(
      [systemError('ECONNREFUSED'), systemError('ECONNREFUSED')],
      'failed',
    );
    expect(messageOf(explainDatabaseFailure(aggregate, postgres('postgres://localhost:1/db')))).toBe(
      'Could not reach the database at localhost:1 (ECONNREFUSED); check DATABASE_URL',
    );
  });

  it('passes on PostgreSQL’s reason for refusing the sign-in or the database', () => {
    const wrongPassword = serverError('28P01', 'password authentication failed for user "app"');
    expect(messageOf(explainDatabaseFailure(wrongPassword, target))).toBe(
      'The database at db.internal:6543 refused the connection: password authentication failed for user "app"; check DATABASE_URL',
    );
    const noDatabase = serverError('3D000', 'database "kinga" does not exist');
    expect(messageOf(explainDatabaseFailure(noDatabase, target))).toContain(
      'database "kinga" does not exist',
    );
  });

  it('keeps the original error as the cause, for the debug stack trace', () => {
    const original = systemError('ECONNREFUSED');
    expect((explainDatabaseFailure(original, target) as StartupFailure).cause).toBe(original);
  });

  it('leaves any other error as it was', () => {
    const other = new Error('relation "x" does not exist');
    expect(explainDatabaseFailure(other, target)).toBe(other);
    const pgliteError = systemError('EACCES');
    expect(explainDatabaseFailure(pgliteError, { driver: 'pglite', storage: 'disk', dir: '/data' })).toBe(
      pgliteError,
    );
  });
});

describe('explaining a port the server cannot listen on', () => {
  const address = { port: 8080, host: '0.0.0.0' };

  it('says the port is taken', () => {
    expect(messageOf(explainListenFailure(systemError('EADDRINUSE'), address))).toBe(
      'Port 8080 is already in use; set PORT to another port',
    );
  });

  it('says a low port needs privileges, and a foreign HOST is not this machine', () => {
    expect(messageOf(explainListenFailure(systemError('EACCES'), { ...address, port: 80 }))).toBe(
      'Port 80 needs privileges this process does not have; set PORT to 1024 or above',
    );
    expect(
      messageOf(explainListenFailure(systemError('EADDRNOTAVAIL'), { ...address, host: '10.9.9.9' })),
    ).toBe('HOST 10.9.9.9 is not an address of this machine; set HOST to one of its addresses, or 0.0.0.0');
  });
});

describe('the lines printed when start-up fails', () => {
  const known = explainListenFailure(systemError('EADDRINUSE'), { port: 8080, host: '0.0.0.0' });

  it('is one line for a known cause, with the original stack trace only at debug or trace', () => {
    expect(startupFailureLines(known, 'info')).toEqual([
      'Kinga could not start: Port 8080 is already in use; set PORT to another port',
    ]);
    for (const level of ['debug', 'trace'] as const) {
      const [line, stack] = startupFailureLines(known, level);
      expect(line).toBe('Kinga could not start: Port 8080 is already in use; set PORT to another port');
      expect(stack).toMatch(/^Error: connect EADDRINUSE\n {4}at /);
    }
  });

  it('is one line for an unforeseen error too, saying how to see its stack trace', () => {
    expect(startupFailureLines(new Error('boom'), 'warn')).toEqual([
      'Kinga could not start: boom (LOG_LEVEL=debug prints the stack trace)',
    ]);
    expect(startupFailureLines(new Error('boom'), 'debug')[1]).toMatch(/^Error: boom\n {4}at /);
  });
});
