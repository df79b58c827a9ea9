// The spec's wire names for the household items section (house_hold_items, value_of_house_hold_items) are
// the HTTP contract's, not the code's: inside, the section is `household` (src/domain/cover-sections.ts).
// They may be written only where the wire is declared or crossed: the wire schemas and the contract, the
// one mapper between wire and domain, the client's request builders, and migrations already applied.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|sql)$/.test(entry.name) ? [path] : [];
  });
}

const edges = [
  /^src\/domain\/api\//,
  /^src\/domain\/contract\//,
  /^src\/domain\/coverage-request\.ts$/,
  /^src\/domain\/cover-sections\.ts$/,
  /^src\/client\/.*(-request|renewal-draft)\.ts$/,
  /^src\/server\/db\/migrations\//,
];

describe('the wire names of the household section', () => {
  it('appear only at the HTTP edge', () => {
    const outside = sourceFiles('src')
      .filter((file) => /house_hold|HouseHold|houseHold/.test(readFileSync(file, 'utf8')))
      .filter((file) => !edges.some((edge) => edge.test(file)));
    expect(outside).toEqual([]);
  });

  it('are found by this check where they are (it can fail)', () => {
    expect(readFileSync('src/domain/coverage-request.ts', 'utf8')).toMatch(/house_hold_items/);
  });
});
