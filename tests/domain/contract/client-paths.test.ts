// The client reaches each endpoint of the contract by its name (callEndpoint, or fillPath of its path),
// never by a path typed out again: a path changed in the contract would otherwise leave a caller behind.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/domain/contract/endpoints';

const clientRoot = join(__dirname, '../../../src/client');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The fixed start of each declared path, up to its first parameter, without a closing slash. */
const fixedStarts = [
  ...new Set(Object.values(endpoints).map((route) => route.path.split('/:')[0]?.replace(/\/$/, '') ?? '')),
].filter((start) => start.length > 1);

// The back office's page addresses (/admin/login, /admin/claims…) read like its API paths without /api;
// they are pages, not endpoints.
const pageAddresses = join(clientRoot, 'admin', 'admin-paths.ts');

describe('the client and the contract', () => {
  it('holds no literal path of a declared endpoint', () => {
    const found: string[] = [];
    for (const file of sourceFiles(clientRoot).filter((path) => path !== pageAddresses)) {
      const text = readFileSync(file, 'utf8');
      for (const start of fixedStarts) {
        for (const quote of ["'", '"', '`']) {
          if (text.includes(`${quote}${start}`) || text.includes(`${quote}/api${start}`))
            found.push(`${file.slice(clientRoot.length)}: ${start}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
