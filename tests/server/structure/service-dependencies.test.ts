// Each service declares the repositories it uses, and opens transactions one way: repositories.transaction,
// which hands its work only the repositories the service declared. A service typed with the whole set, or
// one opening a transaction on the Drizzle database itself, would step round both.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const services = join('src', 'server', 'services');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The set's own file, and the wiring that builds it once and hands each service its part. */
const buildsTheWholeSet = [join(services, 'repositories.ts'), join(services, 'app-services.ts')];

/** Files that may open a transaction on the database itself, each with its reason. */
const opensItsOwnTransaction: Record<string, string> = {
  // The idiom itself: binds every repository to one Drizzle transaction.
  [join(services, 'repositories.ts')]: 'implements repositories.transaction',
};

describe('the services', () => {
  it('declare only the repositories they use, never the whole set', () => {
    const whole = /:\s*Repositories\s*[;,)=]/;
    const offenders = sourceFiles(services)
      .filter((file) => !buildsTheWholeSet.includes(file))
      .filter((file) => whole.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('open transactions through repositories.transaction, not on the database (repositories excepted)', () => {
    const onTheDatabase = /\b\w*[dD]b\.transaction\(/;
    const offenders = sourceFiles(services)
      .filter((file) => !file.endsWith('-repository.ts') && !(file in opensItsOwnTransaction))
      .filter((file) => onTheDatabase.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('offer one transaction: no repository hands out a transaction of its own over its own rows', () => {
    // A repository may still make one of its own writes atomic inside a method; what it must not do is
    // offer services a second way in (reviews.transaction, claims.transaction did), beside the one idiom.
    const ownTransaction = /^\s*(async\s+)?transaction\s*[<(:]/m;
    const offenders = sourceFiles(services)
      .filter((file) => file.endsWith('-repository.ts'))
      .filter((file) => ownTransaction.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
    expect(
      ownTransaction.test('    transaction<T>(work: (tx: ReviewRows) => Promise<T>): Promise<T> {'),
    ).toBe(true);
    expect(ownTransaction.test('      return db.transaction(async (tx) => {')).toBe(false);
  });

  it('would catch a service declaring the whole set', () => {
    expect(/:\s*Repositories\s*[;,)=]/.test('  repositories: Repositories;')).toBe(true);
    expect(/:\s*Repositories\s*[;,)=]/.test("  repositories: Pick<Repositories, 'users'>;")).toBe(false);
  });
});
