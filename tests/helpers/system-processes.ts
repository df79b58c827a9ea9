// The processes a system test runs, as they run in production: `npm run simulator` (Daraja, outliving the
// app) and `npm start` with NODE_ENV=production on a scratch PostgreSQL database. Each server calls the
// simulator at its URL; the callback base and token are the test's, so a callback can land on any instance.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_CALLBACK_TOKEN } from './server-payments';
import { runScript, runServer, type ServerProcess, waitUntilReady } from './server-process';

export interface SimulatorProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/** `npm run simulator` on a free loopback port; the payer answers after `delayMs`; `env` adds settings. */
export async function startSimulatorProcess(
  delayMs = 1_500,
  env: Record<string, string> = {},
): Promise<SimulatorProcess> {
  const simulator = runScript('src/server/cli/simulator-command.ts', {
    MPESA_SIMULATOR_PORT: '0',
    MPESA_SIMULATOR_DELAY_MS: String(delayMs),
    ...env,
  });
  const { child, exited } = simulator;
  const output = () => simulator.stdout() + simulator.stderr();
  const deadline = Date.now() + 30_000;
  for (;;) {
    const url = /listening at (http:\/\/\S+)/.exec(output())?.[1];
    if (url) {
      return {
        url,
        child,
        output,
        stop: async () => {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
      };
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the simulator did not start:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface ProductionServer extends ServerProcess {
  url: string;
  /** Its DATA_DIR: the file mail driver writes each message under mail/ there. */
  dataDir: string;
  /** SIGTERM, and wait for the exit. */
  stop(): Promise<void>;
}

/** A 32-character OTP secret every instance of one test shares, as a deployment's instances do. */
export const SYSTEM_OTP_SECRET = 'system-test-otp-secret-0123456789abcdef';

/**
 * `npm start` in production mode on `databaseUrl`, paying through the simulator at `simulatorUrl` and
 * named in callbacks by `callbackBaseUrl` (a proxy in front of several instances, or one instance itself).
 */
export async function startProductionServer(options: {
  databaseUrl: string;
  simulatorUrl: string;
  callbackBaseUrl?: string;
  port?: number;
  env?: Record<string, string>;
}): Promise<ProductionServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kinga-system-'));
  const server = runServer({
    NODE_ENV: 'production',
    ALLOW_SIMULATED_INTEGRATIONS: 'true',
    OTP_SECRET: SYSTEM_OTP_SECRET,
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(options.port ?? 0),
    CLIENT_BUILD: 'skip',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '127.0.0.1',
    MPESA_SIMULATOR_URL: options.simulatorUrl,
    MPESA_CALLBACK_TOKEN: TEST_CALLBACK_TOKEN,
    ...(options.callbackBaseUrl ? { MPESA_CALLBACK_BASE_URL: options.callbackBaseUrl } : {}),
    ...options.env,
  });
  const url = await waitUntilReady(server, 60_000);
  return {
    ...server,
    url,
    dataDir,
    stop: async () => {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
      await server.exited;
    },
  };
}
