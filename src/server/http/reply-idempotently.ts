// The route side of Idempotency-Key: reads the header, lets the idempotency service run or replay the
// work, and sets the status. A route that creates something replies through this.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IdempotencyKeySchema, invalidKeyMessage } from '../../domain/api';
import {
  hashRequestBody,
  type IdempotencyService,
  type StoredResponse,
} from '../services/idempotency/idempotency-service';
import { apiError } from './app-errors';

export function readIdempotencyKey(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const parsed = IdempotencyKeySchema.safeParse(header);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? invalidKeyMessage;
    throw apiError('invalid_idempotency_key', message, { field: 'Idempotency-Key' });
  }
  return parsed.data;
}

/**
 * The key identical requests without an Idempotency-Key share: the same body from the same address (and
 * session), so a tapped-again button is one request. Hashed, so no address or phone sits in the table.
 */
export function sameRequestKey(request: FastifyRequest): string {
  const caller = `${request.ip}\n${request.user?.id ?? ''}\n${hashRequestBody(request.body)}`;
  return `same:${createHash('sha256').update(caller).digest('hex')}`;
}

export interface IdempotencyOptions {
  /** The key to use instead of the header's (a server-made one), how long it stands, and its 409 words. */
  key?: string;
  freshForMs?: number;
  inProgressMessage?: string;
}

/** Runs (or replays) the work, sets the status and headers on `reply`, and returns the body to send. */
export async function replyIdempotently<Body>(
  request: FastifyRequest,
  reply: FastifyReply,
  idempotency: IdempotencyService,
  scope: string,
  work: () => Promise<StoredResponse<Body>>,
  options: IdempotencyOptions = {},
): Promise<Body> {
  const outcome = await idempotency.run(
    { ...options, scope, key: options.key ?? readIdempotencyKey(request), body: request.body },
    work,
  );
  // The header Stripe and the IETF draft's examples use, so a client can tell a replay from a first answer.
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  reply.code(outcome.statusCode);
  return outcome.body;
}
