// The Daraja client the app pays through: Safaricom in daraja mode, or the local simulator in simulator
// mode (started here on a loopback port, or one running as its own process at MPESA_SIMULATOR_URL). Either
// way the same client code runs.
import type { Clock } from '../../clock';
import type { MpesaConfig } from '../../config-mpesa';
import { createDarajaClient, type DarajaClient } from './daraja-client';
import { type RunningMpesaSimulator, startMpesaSimulator } from './simulator/start-mpesa-simulator';

export interface MpesaConnection {
  daraja: DarajaClient;
  /** Present when the simulator runs inside this process (tests read its token count). */
  simulator: RunningMpesaSimulator | null;
  close(): Promise<void>;
}

export async function openMpesaConnection(
  config: MpesaConfig,
  options: { clock: Clock; onSimulatorError?: (error: Error) => void },
): Promise<MpesaConnection> {
  if (config.mode === 'daraja' || config.simulator.url !== null) {
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
    ...(config.simulator.slowAnswerMs === undefined ? {} : { slowAnswerMs: config.simulator.slowAnswerMs }),
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
