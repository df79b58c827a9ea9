// /api/docs: Swagger UI over the contract's OpenAPI document, and the document itself at
// /api/docs/json. @fastify/swagger-ui is the Fastify organisation's own and serves Swagger UI's files
// from the package, so nothing loads from a CDN; @fastify/swagger in static mode hands it our document
// rather than one guessed from the routes.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { openApiDocument } from './openapi-document';

export async function serveApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    mode: 'static',
    specification: { document: openApiDocument() as never },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
