// The Daraja client the app pays through: Safaricom in daraja mode, or the local simulator (started here on
// a loopback port) in simulator mode. Either way the same client code runs.
import type { Clock } from '../../clock';
import type { MpesaConfig } from '../../config-mpesa';
import { createDarajaClient, type DarajaClient } from './daraja-client';
import { type RunningMpesaSimulator, startMpesaSimulator } from './simulator/start-mpesa-simulator';

export interface MpesaConnection {
  daraja: DarajaClient;
  /** Present in simulator mode (tests read its token count). */
  simulator: RunningMpesaSimulator | null;
  close(): Promise<void>;
}

export async function openMpesaConnection(
  config: MpesaConfig,
  options: { clock: Clock; onSimulatorError?: (error: Error) => void },
): Promise<MpesaConnection> {
  if (config.mode === 'daraja') {
    return {
      daraja: createDarajaClient(config.credentials, { clock: options.clock }),
      simulator: null,
      close: async () => {},
    };
  }
  const simulator = await startMpesaSimulator({
    consumerKey: config.credentials.consumerKey,
    consumerSecret: config.credentials.consumerSecret,
    paybills: Object.values(config.paybills),
    delayMs: config.simulator.delayMs,
    duplicateCallbacks: config.simulator.duplicateCallbacks,
    ...(options.onSimulatorError ? { onCallbackError: options.onSimulatorError } : {}),
  });
  return {
    daraja: createDarajaClient(
      { ...config.credentials, baseUrl: simulator.baseUrl },
      { clock: options.clock },
    ),
    simulator,
    close: () => simulator.close(),
  };
}
