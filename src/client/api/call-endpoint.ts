// The one way the client calls the API: by an endpoint's name in the contract (src/domain/contract). The
// path is filled from the contract's table, the session's token or the caller's credentials are sent, and
// the answer is checked against the endpoint's schema before anyone reads it. The schemas load by resource
// (endpoint-schema-loader.ts), started before the request so they arrive while it is on its way.
import type { z } from 'zod';
import { fillPath, type PathParamNames } from '../../domain/contract/endpoint';
import type { EndpointSchemas } from '../../domain/contract/endpoint-schemas';
import type { EndpointName, endpoints } from '../../domain/contract/endpoints';
import { wireRoutes } from '../../domain/contract/wire-routes';
import { loadEndpointSchemas } from './endpoint-schema-loader';
import { UnreadableResponseError } from './failure-message';
import { apiRequest, type createApiClient } from './http';
import { trackUrgentRequest } from './urgent-requests';

type PathOf<N extends EndpointName> = (typeof endpoints)[N]['path'];
type SchemaOf<N extends EndpointName> = EndpointSchemas[N];
type Field<S, K extends string> = S extends { [key in K]: infer T extends z.ZodType } ? z.input<T> : never;

/** What a call sends: the path's parameters, the query and the body its schemas take, and any key. */
export type CallInput<N extends EndpointName> = ([PathParamNames<PathOf<N>>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<PathOf<N>>, string> }) &
  ([Field<SchemaOf<N>, 'body'>] extends [never]
    ? { body?: undefined }
    : { body: Field<SchemaOf<N>, 'body'> }) &
  ([Field<SchemaOf<N>, 'query'>] extends [never]
    ? { query?: undefined }
    : { query: Field<SchemaOf<N>, 'query'> }) & {
    /** Sent as Idempotency-Key, to an endpoint that honours one. */
    idempotencyKey?: string;
    /** Extra headers, e.g. the buyer's X-Payment-Token. */
    headers?: Record<string, string>;
  };

type Responses<N extends EndpointName> = SchemaOf<N> extends { response: infer R } ? R : never;
/** The answer of a call: the endpoint's success body, as its schema reads it. */
export type CallAnswer<N extends EndpointName> = Responses<N>[keyof Responses<N>] extends infer T
  ? T extends z.ZodType
    ? z.output<T>
    : never
  : never;

/** An API client as http.ts makes them: its base, its token, its errors. */
type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The callEndpoint of one API client. The back office calls with the operator's token through its own
 * client (admin-api.ts), so a client signed in on the same browser never lends it theirs.
 */
export function endpointCaller(request: ApiClient) {
  /**
   * Calls the endpoint `name`. A refusal becomes an ApiRequestError with the server's message (http.ts); an
   * answer its schema cannot read becomes an UnreadableResponseError saying `unreadable`.
   */
  return async function callEndpoint<N extends EndpointName>(
    name: N,
    input: CallInput<N>,
    unreadable: string,
  ): Promise<CallAnswer<N>> {
    const route = wireRoutes[name];
    const schemas = loadEndpointSchemas(name);
    const headers: Record<string, string> = { ...input.headers };
    if (input.idempotencyKey && route.idempotencyKey) headers['Idempotency-Key'] = input.idempotencyKey;
    const answer = await trackUrgentRequest(
      name,
      request<unknown>(fillPath(route.path, input.params), {
        method: route.method,
        ...(input.body === undefined ? {} : { body: input.body }),
        ...(input.query === undefined ? {} : { query: input.query as Record<string, unknown> }),
        headers,
      }),
    );
    const response: Partial<Record<number, z.ZodType>> =
      ((await schemas) as { response?: Partial<Record<number, z.ZodType>> }).response ?? {};
    // An endpoint with more than one success (signup's 200 and 202) answers with one of them; the caller
    // tells which from the body.
    for (const schema of Object.values(response)) {
      const parsed = schema?.safeParse(answer);
      if (parsed?.success) return parsed.data as CallAnswer<N>;
    }
    throw new UnreadableResponseError(unreadable);
  };
}

/** Calls an endpoint with the signed-in client's session. */
export const callEndpoint = endpointCaller(apiRequest);
