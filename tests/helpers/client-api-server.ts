import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/open-database';
import { buildTestApp, noClientBuildDir, openTestDatabase } from './server-app';

export interface ClientApiServer {
  app: FastifyInstance;
  database: DatabaseHandle;
}

/**
 * The real API (in-memory PGlite) on a loopback port for a jsdom test file: the client code under test
 * talks HTTP to it exactly as it would in a browser.
 */
export function serveApiForClientTests(
  options: Partial<Parameters<typeof buildTestApp>[0]> & {
    beforeListen?: (app: FastifyInstance) => void;
  } = {},
): ClientApiServer {
  const { beforeListen, ...appOptions } = options;
  const context = {} as ClientApiServer;
  beforeAll(async () => {
    context.database = await openTestDatabase();
    context.app = await buildTestApp({
      database: context.database,
      clientDir: noClientBuildDir,
      ...appOptions,
    });
    beforeListen?.(context.app);
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = context.app.server.address() as AddressInfo;
    (globalThis as { __apiOrigin?: string }).__apiOrigin = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    (globalThis as { __apiOrigin?: string }).__apiOrigin = undefined;
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}

/**
 * An app a server helper already builds for the file (setupTestApp, as setupClaimsApp does) served on a
 * loopback port the same way, for jsdom tests that need that helper's clients, claims and captures.
 */
export function listenForClientTests(context: { app: FastifyInstance }) {
  beforeAll(async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = context.app.server.address() as AddressInfo;
    (globalThis as { __apiOrigin?: string }).__apiOrigin = `http://127.0.0.1:${port}`;
  });
  afterAll(() => {
    (globalThis as { __apiOrigin?: string }).__apiOrigin = undefined;
  });
}
