// No import cycles in src, type-only imports included: a cycle makes a module's first load depend on
// which file of the ring is opened first, and it ties rooms together that should stand apart. dpdm reads
// the same graph from the command line: `npx dpdm --no-tree --no-warning -T false 'src/**/*.{ts,tsx}'`.
import { parseCircular, parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';

describe('the import graph of src', () => {
  it('has no cycle', async () => {
    const tree = await parseDependencyTree(['src/**/*.ts', 'src/**/*.tsx'], {
      context: process.cwd(),
      tsconfig: 'tsconfig.json',
      // Type-only imports stay in the graph: a ring of types is still a ring of rooms.
      transform: false,
      skipDynamicImports: false,
    });
    expect(Object.keys(tree).length).toBeGreaterThan(500);
    expect(parseCircular(tree)).toEqual([]);
  }, 60_000);
});
