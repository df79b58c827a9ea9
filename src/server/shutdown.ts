// Stops the process cleanly on SIGTERM (orchestrators, `docker stop`) and SIGINT (Ctrl+C): in-flight
// requests finish and PGlite flushes its files. An impatient second signal exits at once.

import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/open-database';

/**
 * Order matters: requests still running need the database until app.close() resolves (it stops accepting
 * connections and waits for in-flight requests), so the database closes last.
 */
export async function closeServer(app: FastifyInstance | undefined, database: DatabaseHandle): Promise<void> {
  await app?.close();
  await database.close();
}

export interface ShutdownOptions {
  /** Closes everything, in order; the process exits 0 when it resolves, 1 when it throws. */
  close: () => Promise<void>;
  log: (line: string) => void;
}

export function exitOnSignals({ close, log }: ShutdownOptions): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      log(`Received ${signal} again; exiting without waiting.`);
      process.exit(1);
    }
    closing = true;
    log(`Received ${signal}; finishing open requests, then stopping.`);
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        log(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
