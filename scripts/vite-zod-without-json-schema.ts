// A Vite build step: the browser's zod without its JSON Schema generator. Classic zod wires a converter into
// every schema type (`processJSONSchema`, `toJSONSchema()`), so no bundler can shake it out, and it is about
// 17 KB of the 92 KB zod chunk that the quote's first visit waits for on a slow line. Only the server turns
// schemas into JSON Schema (`npm run api:docs` writes openapi.json); in the browser both of zod's modules
// for it become stand-ins with the same exports, which throw if anything ever asks for a JSON Schema.
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const replaced = new Set(['json-schema-processors.js', 'to-json-schema.js']);
const prefix = '\0zod-without-json-schema:';

const refusal = 'JSON Schema is made on the server (npm run api:docs), not in the browser';

/** The names a module of zod's exports ('export const x', 'export function x', 'export { a as x }'). */
export function exportedNames(source: string): string[] {
  const declared = [...source.matchAll(/^export (?:const|function|class) (\w+)/gm)].map((m) => m[1]);
  const renamed = [...source.matchAll(/^export \{([^}]*)\}/gm)].flatMap((m) =>
    (m[1] ?? '').split(',').map(
      (part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? '',
    ),
  );
  return [...declared, ...renamed].filter((name): name is string => Boolean(name));
}

/** The stand-in's source: every export refuses; a method factory (`create…Method`) makes one that does. */
export function standIn(names: string[]): string {
  const lines = names.map((name) =>
    name.startsWith('create') ? `export const ${name} = () => refuse;` : `export const ${name} = refuse;`,
  );
  return [`const refuse = () => { throw new Error(${JSON.stringify(refusal)}); };`, ...lines].join('\n');
}

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'kinga:zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/[\\/]node_modules[\\/]zod[\\/]v4[\\/]/.test(importer)) return null;
      if (!replaced.has(basename(source))) return null;
      return prefix + join(dirname(importer), source);
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      return standIn(exportedNames(readFileSync(id.slice(prefix.length), 'utf8')));
    },
  };
}
