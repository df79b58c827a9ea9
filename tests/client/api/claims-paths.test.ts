// The client reaches claims only by the contract's names: no claims path is written in src/client, so a
// path changed in src/domain/contract/claims-endpoints.ts changes for every caller at once.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const client = new URL('../../../src/client/', import.meta.url).pathname;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('claims in the client', () => {
  it('are called by endpoint name, with no claims path written in src/client', () => {
    const writing = sourceFiles(client).filter((file) =>
      /home-insurance\/claims/.test(readFileSync(file, 'utf8')),
    );
    expect(sourceFiles(client).length).toBeGreaterThan(100);
    expect(writing.map((file) => file.slice(client.length))).toEqual([]);
  });
});
