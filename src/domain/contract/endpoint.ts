// What an endpoint is, declared once: its method and path, who may call it, whether it takes an
// Idempotency-Key, its rate limit and the error codes it may answer. The schemas of its params, query,
// body and answers sit beside it in a separate table (endpoint-schemas.ts), keyed by the same name: this
// file and the resource tables hold only strings, so the client can fill paths without loading zod, and
// load the schemas when an answer is first read (client/api/contract.ts).

import type { WireErrorCode } from './error-catalogue';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone; a signed-in client; a signed-in client, about something of their own
 * (the service answers anyone else's with the same 404 as a thing that does not exist); any back-office
 * operator; an admin operator.
 */
export type Access = 'none' | 'client' | 'owner' | 'operator' | 'admin';

export interface EndpointRoute {
  method: HttpMethod;
  /** Under /api, with `:name` for each path parameter. */
  path: string;
  access: Access;
  /**
   * Whether it honours an Idempotency-Key: a write a retry must not repeat, where the caller sends the same
   * key for the same request and a retry gets the first answer again.
   */
  idempotencyKey: boolean;
  /** The limit the server applies before answering, in words (null: none beyond the global ones). */
  rateLimit: string | null;
  /**
   * Also open, without a session, to the buy answer's X-Payment-Token: the buyer's page right after paying
   * may not be signed in. The service decides what the token opens.
   */
  orPaymentToken?: boolean;
  /**
   * What the answer is: JSON in the API's envelope, a PDF's bytes, a stored file's bytes with its own
   * type (a claim's photo or document), or plain text (a USSD screen).
   */
  answers: 'json' | 'pdf' | 'file' | 'text';
  /** When the body is not JSON (a file's bytes, a form): the content types it may be sent as. */
  bodyTypes?: readonly string[];
  /** The codes its refusals may carry, beyond those any endpoint may answer (commonErrorCodes). */
  errors: readonly WireErrorCode[];
  summary: string;
}

/** A resource's endpoints, each given its table key as its name. */
export type Endpoints<T extends Record<string, EndpointRoute>> = { [K in keyof T]: T[K] & { name: K } };

export function defineEndpoints<const T extends Record<string, EndpointRoute>>(table: T): Endpoints<T> {
  return Object.fromEntries(
    Object.entries(table).map(([name, route]) => [name, { ...route, name }]),
  ) as Endpoints<T>;
}

/** The names of a path's `:parameters`. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path with each `:parameter` replaced by its value, escaped. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}
