import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportedNames, standIn } from '../../scripts/vite-zod-without-json-schema';

// zod's own files, as the client build reads them.
const zodCore = dirname(createRequire(import.meta.url).resolve('zod/v4/core'));
const source = (file: string) => readFileSync(join(zodCore, file), 'utf8');

/** The stand-in's module, run as the browser would run it. */
async function loadStandIn(file: string): Promise<Record<string, unknown>> {
  const code = standIn(exportedNames(source(file)));
  return import(`data:text/javascript,${encodeURIComponent(code)}`);
}

describe('zod without its JSON Schema generator (the client build)', () => {
  it('keeps every name zod’s two modules export, renamed ones too', () => {
    const toJsonSchema = exportedNames(source('to-json-schema.js'));
    expect(toJsonSchema).toEqual(
      expect.arrayContaining([
        'createToJSONSchemaMethod',
        'createStandardJSONSchemaMethod',
        'finalize',
        'process',
      ]),
    );
    expect(exportedNames(source('json-schema-processors.js'))).toEqual(
      expect.arrayContaining(['stringProcessor', 'objectProcessor', 'allProcessors', 'toJSONSchema']),
    );
  });

  it('lets a schema build its `~standard` methods, and refuses with a clear message when one is asked for', async () => {
    const stand = await loadStandIn('to-json-schema.js');
    const method = (stand.createStandardJSONSchemaMethod as () => () => unknown)();
    expect(() => method()).toThrow(
      'JSON Schema is made on the server (npm run api:docs), not in the browser',
    );
    const processors = await loadStandIn('json-schema-processors.js');
    expect(() => (processors.toJSONSchema as () => unknown)()).toThrow(/made on the server/);
  });
});
