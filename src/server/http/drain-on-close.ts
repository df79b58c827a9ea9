// Graceful shutdown with keep-alive clients. Closing the server waits for every open connection, and a
// browser keeps its connection open for Fastify's 72 s keep-alive after its last response: a SIGTERM would
// hang until the orchestrator's SIGKILL cut requests off. So once closing starts, every response still
// being written says `Connection: close`, and the socket ends with it.
import type { FastifyInstance } from 'fastify';

export function drainConnectionsOnClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
