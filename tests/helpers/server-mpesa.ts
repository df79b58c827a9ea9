// An M-Pesa connection for tests that shape Daraja's timing: the real client against the simulator, with
// a short deadline and a slow answer for numbers ending 0408, so "Daraja took the push but its answer
// never reached us" happens in a fraction of a second instead of the real 6 s.
import { systemClock } from '../../src/server/clock';
import { createDarajaClient } from '../../src/server/integrations/mpesa/daraja-client';
import type { MpesaConnection } from '../../src/server/integrations/mpesa/mpesa-connection';
import {
  type RunningMpesaSimulator,
  startMpesaSimulator,
} from '../../src/server/integrations/mpesa/simulator/start-mpesa-simulator';
import { testConfig } from './server-app';

export interface TestMpesa extends MpesaConnection {
  simulator: RunningMpesaSimulator;
}

export async function openTestMpesa(
  options: { timeoutMs?: number; slowAnswerMs?: number; delayMs?: number; deliveryMs?: number } = {},
): Promise<TestMpesa> {
  const { credentials, paybills } = testConfig().mpesa;
  const simulator = await startMpesaSimulator({
    consumerKey: credentials.consumerKey,
    consumerSecret: credentials.consumerSecret,
    paybills: Object.values(paybills),
    delayMs: options.delayMs ?? 50,
    duplicateCallbacks: false,
    ...(options.slowAnswerMs ? { slowAnswerMs: options.slowAnswerMs } : {}),
    ...(options.deliveryMs !== undefined ? { deliveryMs: options.deliveryMs } : {}),
  });
  const daraja = createDarajaClient(
    { ...credentials, baseUrl: simulator.baseUrl },
    { clock: systemClock, ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}) },
  );
  return { daraja, simulator, close: () => simulator.close() };
}
