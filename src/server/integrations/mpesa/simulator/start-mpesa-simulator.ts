// Starts the simulator on a random loopback port: never reachable from outside the machine.
import type { AddressInfo } from 'node:net';
import { buildMpesaSimulatorApp, type MpesaSimulatorOptions } from './simulator-app';

export interface RunningMpesaSimulator {
  baseUrl: string;
  tokensIssued(): number;
  close(): Promise<void>;
}

export async function startMpesaSimulator(options: MpesaSimulatorOptions): Promise<RunningMpesaSimulator> {
  const { app, tokensIssued } = buildMpesaSimulatorApp(options);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, tokensIssued, close: () => app.close() };
}
