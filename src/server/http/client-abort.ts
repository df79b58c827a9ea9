// A client that closes its connection before the body it announced has arrived: a phone losing signal
// mid-upload. Node fails the request stream with 'aborted' and code ECONNRESET, the code a lost database
// connection has too, so the abort is recognised by the stream it broke rather than by its code.
import type { FastifyRequest } from 'fastify';

export function isClientAbort(error: unknown, request: FastifyRequest): boolean {
  return error instanceof Error && request.raw.errored === error;
}
