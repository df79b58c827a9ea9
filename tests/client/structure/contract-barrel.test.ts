// The contract's barrel (src/domain/api/index.ts) builds every resource's schemas when imported. The
// client reads a schema from its own file, so a page builds only what it calls (decision 0073); a type
// from the barrel is erased and costs nothing.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const barrel = resolve('src/domain/api');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The lines of `text` (a file at `file`) that import the barrel's values, statically or dynamically. */
function barrelValueImports(file: string, text: string): string[] {
  const imports = /(?:^\s*import\s+(?!type\b)[^;]*?\bfrom\s*|\bimport\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/gm;
  return [...text.matchAll(imports)]
    .filter((match) => resolve(dirname(file), match[1] ?? '') === barrel)
    .map((match) => `${file}: ${match[0].trim()}`);
}

describe('the contract in the client', () => {
  it('is read schema by schema, never through the barrel', () => {
    // The domain's modules too: the client runs them (the policy list's reader once brought every
    // resource's schemas onto the quote's path on a first visit, 11 KB gz over slow 3G).
    const found = [...sourceFiles('src/client'), ...sourceFiles('src/domain')].flatMap((file) =>
      barrelValueImports(file, readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('reads an import of the barrel as one, and a type or a single file as none', () => {
    const file = 'src/client/x/y.ts';
    expect(barrelValueImports(file, "import { ProfileSchema } from '../../domain/api';\n")).toHaveLength(1);
    expect(barrelValueImports(file, "const api = await import('../../domain/api');\n")).toHaveLength(1);
    expect(barrelValueImports(file, "import type { Profile } from '../../domain/api';\n")).toEqual([]);
    expect(barrelValueImports(file, "import { ProfileSchema } from '../../domain/api/profile';\n")).toEqual(
      [],
    );
  });
});
