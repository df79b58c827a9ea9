// Two rooms that import each other are one room in two folders: neither can change or be read alone. The
// file-level cycle test (import-cycles.test.ts) does not see a ring of rooms whose files never close a
// ring, so the pairs that once did are checked here, from the files' import lines. covers/ and payments/
// import in one direction now: buying a cover sends payments' prompt, and settlement's rules live in
// payments/ (a paid endorsement's items, endorsed-items.ts); app-services.ts wires buying with the prompt.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const services = join('src', 'server', 'services');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each file of `from` that imports (statically, dynamically or by re-export) a file of `to`. */
function importsBetween(from: string, to: string, read = (file: string) => readFileSync(file, 'utf8')) {
  const target = resolve(to);
  const specifiers = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s*)['"](\.{1,2}\/[^'"]+)['"]/gm;
  return sourceFiles(from).flatMap((file) =>
    [...read(file).matchAll(specifiers)]
      .map((match) => resolve(dirname(file), match[1] ?? ''))
      .filter((path) => path === target || path.startsWith(`${target}/`))
      .map((path) => `${file} → ${relative(process.cwd(), path)}`),
  );
}

/** Rooms of src/server/services that may import each other one way at most. */
const oneWayPairs: [string, string][] = [['covers', 'payments']];

describe('the rooms of the services', () => {
  it.each(oneWayPairs)('%s/ and %s/ do not import each other', (a, b) => {
    const there = importsBetween(join(services, a), join(services, b));
    const back = importsBetween(join(services, b), join(services, a));
    expect(there.length === 0 || back.length === 0, [...there, ...back].join('\n')).toBe(true);
  });

  it('reads an import line as an import of the room it names', () => {
    const line = "import { insureEndorsedItems } from '../covers/endorsed-items';\n";
    const found = importsBetween(join(services, 'payments'), join(services, 'covers'), () => line);
    expect(found.length).toBeGreaterThan(0);
    const elsewhere = "import { x } from '../covers-archive/x';\nimport type { Y } from './covers';\n";
    expect(importsBetween(join(services, 'payments'), join(services, 'covers'), () => elsewhere)).toEqual([]);
  });
});
