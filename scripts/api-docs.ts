// Writes docs/api/openapi.json from the contract (src/domain/contract). Run after changing an endpoint;
// tests/server/structure/openapi.test.ts fails while the committed copy is stale.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { openApiDocument } from '../src/server/api-docs/openapi-document';
import { openApiText } from '../src/server/api-docs/openapi-text';

const target = join(import.meta.dirname, '..', 'docs', 'api', 'openapi.json');
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, openApiText(openApiDocument()));
console.log(`api:docs: wrote ${target}`);
