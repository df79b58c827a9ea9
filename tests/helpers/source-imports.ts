// Reads the import statements of our own source files, for tests that hold the client's rooms apart
// (storage below the features, the wizard's store written only through its actions).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../..');

export interface SourceImport {
  /** The file that imports, relative to the repository. */
  file: string;
  /** As written: './kinga-db', 'dexie'. */
  specifier: string;
  /** A relative specifier resolved against the repository (no extension); null for a package. */
  target: string | null;
  /** The names imported ({ a, b as c } gives a and b); empty for a side-effect or namespace import. */
  names: string[];
}

/** Every .ts and .tsx file under a folder of the repository, relative to the repository. */
export function sourceFilesUnder(folder: string): string[] {
  const entries = readdirSync(join(repoRoot, folder), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(repoRoot, join(entry.parentPath, entry.name)))
    .sort();
}

// Static imports and re-exports (`import … from '…'`, `export … from '…'`, `import '…'`) and dynamic ones.
// An import clause never holds a semicolon, so a match cannot run on into the next statement.
const staticImport = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?([^;]*?)\s*from\s*['"]([^'"]+)['"]/g;
const bareImport = /(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;
const dynamicImport = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function namesIn(clause: string): string[] {
  const braces = clause.match(/\{([\s\S]*)\}/);
  if (!braces?.[1]) return [];
  return braces[1]
    .split(',')
    .map(
      (part) =>
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]
          ?.trim() ?? '',
    )
    .filter((name) => name !== '');
}

export function importsOf(file: string): SourceImport[] {
  const text = readFileSync(join(repoRoot, file), 'utf8');
  const found: SourceImport[] = [];
  const add = (specifier: string, names: string[]) =>
    found.push({
      file,
      specifier,
      target: specifier.startsWith('.')
        ? relative(repoRoot, resolve(repoRoot, dirname(file), specifier)).replace(/\.tsx?$/, '')
        : null,
      names,
    });
  for (const match of text.matchAll(staticImport)) add(match[2] ?? '', namesIn(match[1] ?? ''));
  for (const match of text.matchAll(bareImport)) add(match[1] ?? '', []);
  for (const match of text.matchAll(dynamicImport)) add(match[1] ?? '', []);
  return found;
}
