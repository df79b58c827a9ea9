import { FetchError, ofetch } from 'ofetch';
import { readErrorMessage } from '../../domain/error-message';
import { currentLanguage } from '../../domain/language/current-language';
import { session } from '../state/session';

// Point 7 and 9: every call goes to the API base path with JSON bodies and a 10 s timeout.
export const apiBaseUrl = '/api';
export const requestTimeoutMs = 10_000;

/** Point 8: the query layer's statuses when no HTTP status exists. */
export type TransportFailure = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR';

/** A failed API call with the text to show the user, read by the spec's message → error → err chain. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  constructor(
    message: string,
    readonly status: number | TransportFailure,
    readonly data: unknown,
  ) {
    super(message);
  }
}

/**
 * Whether a call failed for want of a connection (no answer, or none in time) rather than by the server's
 * answer: on patchy mobile data, and on Wi-Fi without internet, navigator.onLine still says true.
 */
export function isUnreachable(error: unknown): boolean {
  return (
    error instanceof ApiRequestError && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR')
  );
}

/**
 * A body that is not JSON. ofetch's default parser would hand it over as a string the caller could mistake
 * for data; this marker lets a 2xx become PARSING_ERROR while a 4xx/5xx (a proxy's HTML page) keeps its
 * HTTP status.
 */
class UnparsableBody {
  constructor(readonly text: string) {}
}

function parseJsonBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return new UnparsableBody(text);
  }
}

export type RequestOptions = Parameters<ReturnType<typeof ofetch.create>>[1];

/**
 * One configured ofetch instance. The app uses the default below; tests build one against a local server
 * (jsdom's fetch cannot resolve a relative base URL).
 */
export function createApiClient({
  baseURL,
  readToken,
  timeoutMs = requestTimeoutMs,
}: {
  baseURL: string;
  readToken: () => string;
  timeoutMs?: number;
}) {
  const client = ofetch.create({
    baseURL,
    timeout: timeoutMs,
    // A retried POST could charge twice; retries are the caller's decision, made with an idempotency key.
    retry: 0,
    parseResponse: parseJsonBody,
    onRequest({ options }) {
      const headers = new Headers(options.headers);
      const token = readToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      // The server answers its messages in the page's language, and records it on what this request makes.
      headers.set('Accept-Language', currentLanguage());
      options.headers = headers;
    },
  });

  /** Calls the API; any failure becomes an ApiRequestError carrying the user-facing message. */
  return async function request<T>(path: string, options?: RequestOptions): Promise<T> {
    let data: unknown;
    try {
      data = await client(path, options);
    } catch (error) {
      throw classify(error);
    }
    if (data instanceof UnparsableBody) {
      throw new ApiRequestError(readErrorMessage(undefined), 'PARSING_ERROR', undefined);
    }
    return data as T;
  };
}

function classify(error: unknown): ApiRequestError {
  if (error instanceof FetchError) {
    if (error.response) {
      const data = error.data instanceof UnparsableBody ? undefined : error.data;
      return new ApiRequestError(readErrorMessage(data), error.response.status, data);
    }
    const cause = error.cause as { name?: string } | undefined;
    const transport: TransportFailure =
      cause?.name === 'TimeoutError' || cause?.name === 'AbortError' ? 'TIMEOUT_ERROR' : 'FETCH_ERROR';
    return new ApiRequestError(readErrorMessage(undefined), transport, undefined);
  }
  return new ApiRequestError(readErrorMessage(undefined), 'FETCH_ERROR', undefined);
}

/** The app's API client: base /api, the session's Bearer token. */
export const apiRequest = createApiClient({ baseURL: apiBaseUrl, readToken: () => session.auth_token });
