// serve-endpoint registers an endpoint as its table declares it: the guard of its access, its schemas,
// its Idempotency-Key check, and only the refusal codes it declares.
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoints } from '../../../src/domain/contract/endpoint';
import { NotFoundError, UnauthorizedError } from '../../../src/server/http/app-errors';
import { handleError } from '../../../src/server/http/error-handler';
import { type EndpointHandler, endpointServer } from '../../../src/server/http/serve-endpoint';

const table = defineEndpoints({
  findThing: {
    method: 'GET',
    path: '/things/:id',
    access: 'client',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: ['cover_not_found'],
    summary: 'A thing.',
  },
  makeThing: {
    method: 'POST',
    path: '/things/',
    access: 'none',
    idempotencyKey: true,
    rateLimit: null,
    answers: 'json',
    errors: [],
    summary: 'Makes a thing.',
  },
});
const schemas = {
  findThing: { params: z.object({ id: z.string().max(8) }), response: { 200: z.object({ id: z.string() }) } },
  makeThing: { body: z.object({ name: z.string() }), response: { 201: z.object({ name: z.string() }) } },
};

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

async function serveThings(production: boolean, refusal: string): Promise<FastifyInstance> {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  const serve = endpointServer(
    app,
    {
      client: [
        async (request) => {
          if (request.headers.authorization !== 'Bearer good') throw new UnauthorizedError();
        },
      ],
      owner: [],
      operator: [],
      admin: [],
    },
    production,
    { endpoints: table, endpointSchemas: schemas },
  );
  const find: EndpointHandler<never> = (request) => {
    const { id } = request.params as { id: string };
    if (id === 'gone') throw new NotFoundError(refusal as 'cover_not_found', 'Not here.');
    return { id } as never;
  };
  serve('findThing' as never, find);
  serve(
    'makeThing' as never,
    ((request, reply) => reply.code(201).send(request.body)) as EndpointHandler<never>,
  );
  await app.ready();
  return app;
}

describe('an endpoint served from the contract', () => {
  it('applies the guard of its access before the handler', async () => {
    const things = await serveThings(false, 'cover_not_found');
    expect((await things.inject({ url: '/things/a' })).statusCode).toBe(401);
    const found = await things.inject({ url: '/things/a', headers: { authorization: 'Bearer good' } });
    expect(found.json()).toEqual({ id: 'a' });
  });

  it('checks its params and its Idempotency-Key before the handler', async () => {
    const things = await serveThings(false, 'cover_not_found');
    const long = await things.inject({ url: '/things/123456789', headers: { authorization: 'Bearer good' } });
    expect(long.statusCode).toBe(400);
    const badKey = await things.inject({
      method: 'POST',
      url: '/things/',
      headers: { 'idempotency-key': 'x'.repeat(300) },
      payload: { name: 'n' },
    });
    expect(badKey.json()).toMatchObject({ status: false, code: 'invalid_idempotency_key' });
    const slashless = await things.inject({ method: 'POST', url: '/things', payload: { name: 'n' } });
    expect(slashless.statusCode).toBe(201);
  });

  it('answers a declared refusal as it is', async () => {
    const things = await serveThings(false, 'cover_not_found');
    const gone = await things.inject({ url: '/things/gone', headers: { authorization: 'Bearer good' } });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'cover_not_found', message: 'Not here.' });
  });

  it('fails loudly on a refusal it does not declare, outside production', async () => {
    const things = await serveThings(false, 'claim_not_found');
    const gone = await things.inject({ url: '/things/gone', headers: { authorization: 'Bearer good' } });
    expect(gone.statusCode).toBe(500);
  });

  it('still sends it in production, where a person is waiting for the answer', async () => {
    const things = await serveThings(true, 'claim_not_found');
    const gone = await things.inject({ url: '/things/gone', headers: { authorization: 'Bearer good' } });
    expect(gone.statusCode).toBe(404);
  });
});
