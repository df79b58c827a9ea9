// Starts the simulator on a random loopback port: never reachable from outside the machine.
import type { AddressInfo } from 'node:net';
import { buildMpesaSimulatorApp, type MpesaSimulatorApp, type MpesaSimulatorOptions } from './simulator-app';

export interface RunningMpesaSimulator extends Omit<MpesaSimulatorApp, 'app'> {
  baseUrl: string;
  close(): Promise<void>;
}

export async function startMpesaSimulator(options: MpesaSimulatorOptions): Promise<RunningMpesaSimulator> {
  const { app, ...probes } = buildMpesaSimulatorApp(options);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { ...probes, baseUrl: `http://127.0.0.1:${port}`, close: () => app.close() };
}
