// A database error as node-postgres raises it (the journey test runs on PGlite): values sit in `detail`,
// `where` and the message itself; none of them may be logged.
import { describe, expect, it } from 'vitest';
import { serializeError } from '../../../src/server/http/log-error-serializer';
import { maskPersonalUrl } from '../../../src/server/http/personal-data-mask';

class DatabaseError extends Error {
  severity = 'ERROR';
  code = '23505';
  detail = 'Key (email)=(achieng@mail.com) already exists.';
  where = 'SQL function "touch" statement 1 with 0712345678';
  table = 'users';
  constraint = 'users_email_unique';
}

describe('logged errors', () => {
  it('keep the SQLSTATE, table and constraint of a PostgreSQL error and drop its detail', () => {
    const logged = JSON.stringify(
      serializeError(
        new DatabaseError('duplicate key value violates unique constraint "users_email_unique"'),
      ),
    );
    expect(logged).toContain('23505');
    expect(logged).toContain('users_email_unique');
    expect(logged).not.toContain('achieng');
    expect(logged).not.toContain('712345678');
  });

  it('mask a value PostgreSQL quotes in its message, and the causes of a wrapped error', () => {
    const cause = new Error('invalid input syntax for type uuid: "+254712345678"');
    const wrapped = new Error('Failed query: select 1 where id = $1\nparams: +254712345678,A123456789Z', {
      cause,
    });
    const logged = JSON.stringify(serializeError(wrapped));
    expect(logged).toContain('select 1 where id = $1');
    expect(logged).toContain('invalid input syntax for type uuid');
    expect(logged).not.toContain('712345678');
    expect(logged).not.toContain('A123456789Z');
  });
});

describe('logged URLs', () => {
  it.each([
    ['/api/home-insurance/users/exists/0712345678', '/api/home-insurance/users/exists/[redacted]'],
    ['/api/home-insurance/users/exists/not%20a%20phone', '/api/home-insurance/users/exists/[redacted]'],
    ['/api/x/achieng%40mail.com/y', '/api/x/[redacted]/y'],
    [
      '/api/home-insurance/mpesa/stkpush/c95?msisdn=0712345678&x=',
      '/api/home-insurance/mpesa/stkpush/c95?msisdn=[redacted]&x=',
    ],
    ['/assets/index-AbC123.js', '/assets/index-AbC123.js'],
  ])('%s is logged as %s', (url, logged) => {
    expect(maskPersonalUrl(url)).toBe(logged);
  });
});
