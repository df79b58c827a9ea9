// docs/api/openapi.json is the contract's document as generated now, and it covers every route the app
// serves under /api (the aliases without a trailing slash, and the docs' own pages, aside).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpointGroups } from '../../../src/domain/contract/endpoints';
import { openApiDocument } from '../../../src/server/api-docs/openapi-document';
import { openApiText } from '../../../src/server/api-docs/openapi-text';
import { wireRoutesText } from '../../../src/server/api-docs/wire-routes-text';
import { listRoutes } from '../../helpers/route-table';
import { setupTestApp } from '../../helpers/server-app';

const committed = readFileSync(
  join(import.meta.dirname, '..', '..', '..', 'docs', 'api', 'openapi.json'),
  'utf8',
);
const context = setupTestApp();

describe('the OpenAPI document', () => {
  it('is committed as generated (run `npm run api:docs` after changing the contract)', () => {
    expect(committed).toBe(openApiText(openApiDocument()));
  });

  it('gives the client the routes as generated (run `npm run api:docs` after changing the contract)', () => {
    const wireRoutes = readFileSync(
      join(import.meta.dirname, '..', '..', '..', 'src', 'domain', 'contract', 'wire-routes.ts'),
      'utf8',
    );
    expect(wireRoutes).toBe(wireRoutesText(endpointGroups));
  });

  it('documents every route the app serves under /api', () => {
    const paths = (JSON.parse(committed) as { paths: Record<string, Record<string, unknown>> }).paths;
    const documented = new Set(
      Object.entries(paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const undocumented = listRoutes(context.app)
      .filter((route) => !route.includes(' /api/docs'))
      .map((route) => route.replace(' /api', ' ').replace(/:([A-Za-z_]+)/g, '{$1}'))
      .filter((route) => !documented.has(route) && !documented.has(`${route}/`));
    expect(undocumented).toEqual([]);
  });
});
