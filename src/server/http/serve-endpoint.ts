// Registers an endpoint of the contract (src/domain/contract) exactly as declared: its method and path,
// its schemas, its guard and its Idempotency-Key check come from the tables, so a route file holds only
// what the endpoint does. A refusal whose code the endpoint did not declare is a bug in the contract or
// the code: outside production it fails loudly (a 500 the tests see), in production it is logged and sent.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { commonErrorCodes, idempotencyErrorCodes } from '../../domain/contract/common-errors';
import type { Access, EndpointRoute } from '../../domain/contract/endpoint';
import type { EndpointSchema } from '../../domain/contract/endpoint-schema';
import { type EndpointSchemas, endpointSchemas } from '../../domain/contract/endpoint-schemas';
import { type EndpointName, endpoints } from '../../domain/contract/endpoints';
import { PAYMENT_TOKEN_HEADER } from '../services/payments/payment-token';
import { AppError } from './app-errors';
import { readIdempotencyKey } from './reply-idempotently';

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;
type Sent<T> = T extends z.ZodType ? z.input<T> : never;

/** The request as the endpoint's schemas have checked it. */
export type EndpointRequest<S extends EndpointSchema> = FastifyRequest & {
  params: Parsed<S['params']>;
  query: Parsed<S['query']>;
  body: Parsed<S['body']>;
};

/** What the handler may return: a body of one of its declared answers, or the reply it has sent itself. */
type Answer<S extends EndpointSchema> =
  S['response'] extends Record<number, z.ZodType> ? Sent<S['response'][keyof S['response']]> : FastifyReply;

export type EndpointHandler<N extends EndpointName> = (
  request: EndpointRequest<EndpointSchemas[N]>,
  reply: FastifyReply,
) => Promise<Answer<EndpointSchemas[N]> | FastifyReply> | Answer<EndpointSchemas[N]> | FastifyReply;

/** An onRequest check that refuses (throws) unless the caller may go on. */
export type AccessGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The checks that admit each kind of caller, in order. */
export type AccessGuards = Record<Exclude<Access, 'none'>, AccessGuard[]>;

export interface ServeOptions {
  /** Checks that run before the body is read (a per-address limit that malformed requests count against). */
  onRequest?: AccessGuard[];
}

/** The `serve` of one Fastify context (mounted at /api): `serve(name, handler)` registers that endpoint. */
export function endpointServer(
  app: FastifyInstance,
  guards: AccessGuards,
  production: boolean,
  /** The contract's tables; a test may serve a table of its own. */
  contract: {
    endpoints: Record<string, EndpointRoute>;
    endpointSchemas: Record<string, EndpointSchema>;
  } = { endpoints, endpointSchemas },
) {
  return function serve<N extends EndpointName>(
    name: N,
    handler: EndpointHandler<N>,
    options: ServeOptions = {},
  ): void {
    const route = contract.endpoints[name];
    const schemas = contract.endpointSchemas[name];
    if (!route || !schemas) throw new Error(`${name} is not in the contract`);
    const access = route.access;
    const guardsOf = (who: Access, orPaymentToken: boolean): AccessGuard[] => {
      if (who === 'none') return [];
      if (!orPaymentToken) return guards[who];
      // A token without a session skips the session guard; the service checks what the token opens.
      return guards[who].map((guard) => async (request: FastifyRequest, reply: FastifyReply) => {
        if (typeof request.headers[PAYMENT_TOKEN_HEADER] === 'string' && !request.headers.authorization)
          return;
        await guard(request, reply);
      });
    };
    const declared = new Set<string>([
      ...route.errors,
      ...commonErrorCodes,
      ...(route.idempotencyKey ? idempotencyErrorCodes : []),
    ]);
    // A collection's path answers with or without its trailing slash, as a prefixed '/' route does.
    const urls = route.path.endsWith('/') ? [route.path, route.path.slice(0, -1)] : [route.path];
    for (const url of urls) {
      app.route({
        method: route.method,
        url,
        schema: {
          ...(schemas.params ? { params: schemas.params } : {}),
          ...(schemas.query ? { querystring: schemas.query } : {}),
          ...(schemas.body ? { body: schemas.body } : {}),
          ...(schemas.response ? { response: schemas.response } : {}),
        },
        onRequest: [...guardsOf(access, route.orPaymentToken === true), ...(options.onRequest ?? [])],
        // A malformed key is refused before any work, whatever the handler does with it.
        ...(route.idempotencyKey ? { preHandler: async (request) => void readIdempotencyKey(request) } : {}),
        handler: async (request, reply) => {
          try {
            return await handler(request as EndpointRequest<EndpointSchemas[N]>, reply);
          } catch (error) {
            if (error instanceof AppError && !declared.has(error.code)) {
              request.log.error({ code: error.code, endpoint: name }, 'refusal with an undeclared code');
              if (!production) throw new Error(`${name} answered ${error.code}, which it does not declare`);
            }
            throw error;
          }
        },
      });
    }
  };
}

export type Serve = ReturnType<typeof endpointServer>;
