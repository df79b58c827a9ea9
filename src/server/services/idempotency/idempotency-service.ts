// Idempotency-Key (ARCHITECTURE.md, Server): a client that retries a request after a dropped connection
// sends the same key, and gets the first response back instead of a second quotation, lead or payment.
// Used by the quotation, buy-product and prompt-resend routes.
import { createHash } from 'node:crypto';
import type { Clock } from '../../clock';
import { apiError } from '../../http/app-errors';
import type { IdempotencyRecord, IdempotencyRepository } from './idempotency-repository';

/**
 * After this long an attempt still marked in progress is taken to have died with its instance. Far above
 * any real request (the client gives up after 10 s), so a slow first attempt is never run twice.
 */
const IN_PROGRESS_TIMEOUT_MS = 60_000;

export interface StoredResponse<Body> {
  statusCode: number;
  body: Body;
}

export interface IdempotentOutcome<Body> extends StoredResponse<Body> {
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

export interface IdempotentRequest {
  /** The operation ('quotations.quote'), so one key cannot collide across two kinds of request. */
  scope: string;
  /** The client's Idempotency-Key; without one the work simply runs. */
  key: string | undefined;
  /** The validated body: the same key with a different body is a client bug, refused with 422. */
  body: unknown;
  /** A key the server made itself (identical keyless requests): it stands for this long, then starts anew. */
  freshForMs?: number;
  /** What a duplicate hears while the first still runs, when the caller sent no key of its own. */
  inProgressMessage?: string;
}

/** JSON with object keys sorted, so the same body always hashes the same whatever its key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const hashRequestBody = (body: unknown): string =>
  createHash('sha256').update(canonicalJson(body)).digest('hex');

export function createIdempotencyService(deps: { keys: IdempotencyRepository; clock: Clock }) {
  const { keys, clock } = deps;

  async function runAndStore<Body>(
    scope: string,
    key: string,
    work: () => Promise<StoredResponse<Body>>,
  ): Promise<IdempotentOutcome<Body>> {
    let response: StoredResponse<Body>;
    try {
      response = await work();
    } catch (error) {
      // A retry with this key runs afresh instead of replaying a failure. The work may have created
      // something before it failed (buy-product's cover, before M-Pesa refused the prompt): it is written
      // to find that again by the key, and the key stays bound to this body, so only this request can.
      await keys.markFailed(scope, key);
      throw error;
    }
    await keys.complete(scope, key, response.statusCode, response.body);
    return { ...response, replayed: false };
  }

  function answerFromRecord<Body>(
    record: IdempotencyRecord,
    requestHash: string,
  ): IdempotentOutcome<Body> | null {
    if (record.requestHash !== requestHash) throw apiError('idempotency_key_reused');
    if (record.status === 'done' && record.responseStatus !== null) {
      // Stored by this scope's own work, so it has the shape that work returns.
      return { statusCode: record.responseStatus, body: record.responseBody as Body, replayed: true };
    }
    return null;
  }

  return {
    async run<Body>(
      request: IdempotentRequest,
      work: () => Promise<StoredResponse<Body>>,
    ): Promise<IdempotentOutcome<Body>> {
      const { scope, key } = request;
      if (key === undefined) return { ...(await work()), replayed: false };
      const requestHash = hashRequestBody(request.body);

      const now = clock.now();
      const claim = await keys.claim(scope, key, requestHash, now);
      if (claim.kind === 'claimed') return runAndStore(scope, key, work);
      if (request.freshForMs !== undefined) {
        const before = new Date(now.getTime() - request.freshForMs);
        if (claim.record.createdAt < before && (await keys.restartExpired(scope, key, before, now))) {
          return runAndStore(scope, key, work);
        }
      }

      const stored = answerFromRecord<Body>(claim.record, requestHash);
      if (stored) return stored;
      if (claim.record.status === 'failed' && (await keys.retryFailed(scope, key, requestHash, now))) {
        return runAndStore(scope, key, work);
      }
      const staleBefore = new Date(now.getTime() - IN_PROGRESS_TIMEOUT_MS);
      if (await keys.takeOverStale(scope, key, requestHash, staleBefore, now)) {
        return runAndStore(scope, key, work);
      }
      throw apiError('idempotency_key_in_progress', request.inProgressMessage);
    },
  };
}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
