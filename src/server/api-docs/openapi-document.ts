// The OpenAPI 3.1 document of the API, built from the contract (src/domain/contract) and nothing else:
// what it says is what the server registers. Committed as docs/api/openapi.json (a test fails when that
// copy is stale) and served at /api/docs outside production.
import { z } from 'zod';
import { ApiErrorSchema } from '../../domain/api';
import { commonErrorCodes, idempotencyErrorCodes } from '../../domain/contract/common-errors';
import type { Access, EndpointRoute } from '../../domain/contract/endpoint';
import type { EndpointSchema } from '../../domain/contract/endpoint-schema';
import { endpointSchemas } from '../../domain/contract/endpoint-schemas';
import { endpoints } from '../../domain/contract/endpoints';

type JsonSchema = Record<string, unknown>;

// Request schemas are shown as a client writes them, answers as the server sends them. A transform
// (money read from text, say) has no JSON Schema: it is shown as what it accepts.
const requestSchema = (schema: z.ZodType): JsonSchema =>
  stripDialect(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));
const answerSchema = (schema: z.ZodType): JsonSchema =>
  stripDialect(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }));

function stripDialect({ $schema: _dialect, ...schema }: JsonSchema): JsonSchema {
  return schema;
}

const securityOf: Record<Access, Record<string, string[]>[]> = {
  none: [],
  client: [{ clientSession: [] }],
  owner: [{ clientSession: [] }],
  operator: [{ operatorSession: [] }],
  admin: [{ operatorSession: [] }],
};

const accessInWords: Record<Access, string> = {
  none: 'Anyone.',
  client: 'A signed-in client.',
  owner: 'A signed-in client, about their own (anyone else’s is the same 404 as one that does not exist).',
  operator: 'Any back-office operator.',
  admin: 'A back-office admin.',
};

/** `:id` → `{id}`, as OpenAPI writes a path parameter. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}');

function parametersOf(route: EndpointRoute, schemas: EndpointSchema): JsonSchema[] {
  const parameters: JsonSchema[] = [];
  const add = (where: 'path' | 'query', schema: z.ZodType | undefined) => {
    if (!(schema instanceof z.ZodObject)) return;
    const shape = schema.shape as Record<string, z.ZodType>;
    for (const [name, field] of Object.entries(shape)) {
      parameters.push({
        name,
        in: where,
        required: where === 'path' || !field.safeParse(undefined).success,
        schema: requestSchema(field),
      });
    }
  };
  add('path', schemas.params);
  add('query', schemas.query);
  if (route.idempotencyKey) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'The same key for the same request: a retry gets the first answer and makes nothing twice.',
      schema: { type: 'string', maxLength: 255 },
    });
  }
  return parameters;
}

function operationOf(name: string, route: EndpointRoute, schemas: EndpointSchema): JsonSchema {
  const errors = [
    ...route.errors,
    ...(route.idempotencyKey ? idempotencyErrorCodes : []),
    ...commonErrorCodes,
  ];
  const successes: [string, JsonSchema][] = Object.entries(schemas.response ?? {}).map(([status, schema]) => [
    status,
    { description: 'Done.', content: { 'application/json': { schema: answerSchema(schema as z.ZodType) } } },
  ]);
  if (route.answers === 'file') {
    successes.push([
      '200',
      {
        description: 'The file, with the type it was stored as.',
        content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
      },
    ]);
  }
  if (route.answers === 'text') {
    successes.push([
      '200',
      {
        description: 'The screen, as text.',
        content: { 'text/plain': { schema: { type: 'string' } } },
      },
    ]);
  }
  if (route.answers === 'pdf') {
    successes.push([
      '200',
      {
        description: 'The document.',
        content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
      },
    ]);
  }
  if (route.answers === 'file') {
    // A stored file goes back as the type read from its bytes when it was uploaded.
    const binary = { schema: { type: 'string', format: 'binary' } };
    successes.push([
      '200',
      {
        description: 'The file.',
        content: Object.fromEntries(
          ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'].map((type) => [type, binary]),
        ),
      },
    ]);
  }
  const security = [...securityOf[route.access], ...(route.orPaymentToken ? [{ paymentToken: [] }] : [])];
  return {
    operationId: name,
    summary: route.summary,
    description: [
      `**Who may call:** ${accessInWords[route.access]}${route.orPaymentToken ? ' Or the buyer’s X-Payment-Token.' : ''}`,
      `**Rate limit:** ${route.rateLimit ?? 'none beyond the global ones.'}`,
    ].join('\n\n'),
    // '/home-insurance/covers/…' → 'covers'; '/admin/claims/…' → 'admin'.
    tags: [
      route.path.startsWith('/admin') || route.path.startsWith('/ussd')
        ? (route.path.split('/')[1] ?? 'api')
        : (route.path.split('/')[2] ?? 'api'),
    ],
    ...(security.length > 0 ? { security } : {}),
    'x-rate-limit': route.rateLimit,
    'x-error-codes': errors,
    parameters: parametersOf(route, schemas),
    ...(route.bodyTypes
      ? {
          requestBody: {
            required: true,
            content: Object.fromEntries(
              route.bodyTypes.map((type) => [
                type,
                // A form's fields are described by its schema; a file is its bytes.
                { schema: schemas.body ? requestSchema(schemas.body) : { type: 'string', format: 'binary' } },
              ]),
            ),
          },
        }
      : schemas.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: requestSchema(schemas.body) } },
            },
          }
        : {}),
    responses: {
      ...Object.fromEntries(successes),
      default: {
        description: `A refusal in the API's error shape; its \`code\` is one of: ${errors.join(', ')}.`,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
      },
    },
  };
}

export function openApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [name, route] of Object.entries(endpoints) as [string, EndpointRoute][]) {
    const schemas = (endpointSchemas as Record<string, EndpointSchema>)[name] ?? {};
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(name, route, schemas) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kinga Insurance API',
      version: '1',
      description:
        'Generated from src/domain/contract by `npm run api:docs`. Every answer is JSON unless said otherwise; ' +
        'a refusal is `{ status: false, message, code?, errors? }`, its message written for the person using the app.',
    },
    servers: [{ url: '/api' }],
    components: {
      securitySchemes: {
        clientSession: { type: 'http', scheme: 'bearer', description: 'A client’s session token.' },
        operatorSession: {
          type: 'http',
          scheme: 'bearer',
          description: 'A back-office operator’s session token.',
        },
        paymentToken: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Payment-Token',
          description: 'Given with a purchase, to the page that bought it.',
        },
      },
      schemas: { ApiError: answerSchema(ApiErrorSchema) },
    },
    paths,
  };
}
