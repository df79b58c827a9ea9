// Writes docs/api/openapi.json and the client's src/domain/contract/wire-routes.ts from the contract.
// Run after changing an endpoint; tests/server/structure/openapi.test.ts fails while either is stale.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { endpointGroups } from '../src/domain/contract/endpoints';
import { openApiDocument } from '../src/server/api-docs/openapi-document';
import { openApiText } from '../src/server/api-docs/openapi-text';
import { wireRoutesText } from '../src/server/api-docs/wire-routes-text';

const target = join(import.meta.dirname, '..', 'docs', 'api', 'openapi.json');
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, openApiText(openApiDocument()));
console.log(`api:docs: wrote ${target}`);
const wireRoutes = join(import.meta.dirname, '..', 'src', 'domain', 'contract', 'wire-routes.ts');
writeFileSync(wireRoutes, wireRoutesText(endpointGroups));
console.log(`api:docs: wrote ${wireRoutes}`);
