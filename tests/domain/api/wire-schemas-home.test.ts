// The API's wire schemas have one home, src/domain/api/ (the back office's as admin-*.ts), and messages live
// in *-messages.ts files: a `*-api.ts` file elsewhere under src/domain would be a second home, mixing
// schemas, messages and rules again.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url).pathname;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

describe('the wire schemas’ home', () => {
  it('has no *-api.ts file under src/domain: schemas are in src/domain/api/, messages in *-messages.ts', () => {
    const strays = filesUnder(join(root, 'src/domain'))
      .filter((file) => file.endsWith('-api.ts'))
      .map((file) => relative(root, file));
    expect(strays).toEqual([]);
  });

  it('keeps each back-office resource’s schemas in src/domain/api/admin-*.ts', () => {
    const admin = readdirSync(join(root, 'src/domain/api')).filter((name) => name.startsWith('admin-'));
    expect(admin).toEqual(
      expect.arrayContaining([
        'admin-applications.ts',
        'admin-claims.ts',
        'admin-dashboard.ts',
        'admin-operators.ts',
        'admin-payment-exceptions.ts',
      ]),
    );
  });
});
