// Starts the simulator on a random loopback port: never reachable from outside the machine.
import type { AddressInfo } from 'node:net';
import { buildMpesaSimulatorApp, type MpesaSimulatorApp, type MpesaSimulatorOptions } from './simulator-app';

export interface RunningMpesaSimulator extends Omit<MpesaSimulatorApp, 'app'> {
  baseUrl: string;
  close(): Promise<void>;
}

/** port: 0 (a free one) inside the app; `npm run simulator` names its own. */
export async function startMpesaSimulator(
  options: MpesaSimulatorOptions & { port?: number },
): Promise<RunningMpesaSimulator> {
  const { port: wanted = 0, ...simulatorOptions } = options;
  const { app, ...probes } = buildMpesaSimulatorApp(simulatorOptions);
  await app.listen({ host: '127.0.0.1', port: wanted });
  const { port } = app.server.address() as AddressInfo;
  return { ...probes, baseUrl: `http://127.0.0.1:${port}`, close: () => app.close() };
}
