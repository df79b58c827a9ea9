// An M-Pesa connection for tests that shape Daraja's timing: the real client against the simulator, with
// a short deadline and a slow answer for numbers ending 0408, so "Daraja took the push but its answer
// never reached us" happens in a fraction of a second instead of the real 6 s. It counts the STK pushes
// that reach the simulator, so a test can say how many prompts a phone got.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { systemClock } from '../../src/server/clock';
import { createDarajaClient } from '../../src/server/integrations/mpesa/daraja-client';
import type { MpesaConnection } from '../../src/server/integrations/mpesa/mpesa-connection';
import { buildMpesaSimulatorApp } from '../../src/server/integrations/mpesa/simulator/simulator-app';
import type { RunningMpesaSimulator } from '../../src/server/integrations/mpesa/simulator/start-mpesa-simulator';
import { testConfig } from './server-app';

export interface TestMpesa extends MpesaConnection {
  simulator: RunningMpesaSimulator;
  /** STK pushes the simulator received for this phone (254 form), whatever it answered. */
  pushesTo(msisdn: string): number;
}

export async function openTestMpesa(
  options: { timeoutMs?: number; slowAnswerMs?: number; delayMs?: number; deliveryMs?: number } = {},
): Promise<TestMpesa> {
  const { credentials, paybills } = testConfig().mpesa;
  const { app, ...probes } = buildMpesaSimulatorApp({
    consumerKey: credentials.consumerKey,
    consumerSecret: credentials.consumerSecret,
    paybills: Object.values(paybills),
    delayMs: options.delayMs ?? 50,
    duplicateCallbacks: false,
    ...(options.slowAnswerMs ? { slowAnswerMs: options.slowAnswerMs } : {}),
    ...(options.deliveryMs !== undefined ? { deliveryMs: options.deliveryMs } : {}),
  });
  const pushes = new Map<string, number>();
  app.addHook('preHandler', async (request) => {
    if (!request.url.endsWith('/stkpush/v1/processrequest')) return;
    const phone = String((request.body as { PhoneNumber?: unknown } | null)?.PhoneNumber ?? '');
    pushes.set(phone, (pushes.get(phone) ?? 0) + 1);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const simulator: RunningMpesaSimulator = {
    ...probes,
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => app.close(),
  };
  const daraja = createDarajaClient(
    { ...credentials, baseUrl: simulator.baseUrl },
    { clock: systemClock, ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}) },
  );
  return {
    daraja,
    simulator,
    pushesTo: (msisdn) => pushes.get(msisdn) ?? 0,
    close: () => simulator.close(),
  };
}

/**
 * The test file's M-Pesa: opened before its tests (and before the app a later `setupTestApp` builds with
 * it), closed after them. Usable at once as the app's `mpesa` dependency: each member reads the open one.
 */
export function setupTestMpesa(options: Parameters<typeof openTestMpesa>[0] = {}): TestMpesa {
  let opened: TestMpesa | undefined;
  beforeAll(async () => {
    opened = await openTestMpesa(options);
  });
  afterAll(async () => {
    await opened?.close();
  });
  const open = () => {
    if (!opened) throw new Error('the test M-Pesa is opened in beforeAll; use it inside a test or hook');
    return opened;
  };
  return {
    get daraja() {
      return open().daraja;
    },
    get simulator() {
      return open().simulator;
    },
    pushesTo: (msisdn) => open().pushesTo(msisdn),
    close: () => open().close(),
  };
}
