// `npm run simulator`: the Daraja simulator as a process of its own, on 127.0.0.1 (MPESA_SIMULATOR_PORT,
// 8089 by default). Like Daraja, it outlives the app: a server killed between the push and the callback
// finds, once restarted, the payment it asked for, and settles it. Point the app at it with
// MPESA_SIMULATOR_URL=http://127.0.0.1:8089 and the same MPESA_* variables.

import { resolveStandaloneSimulatorConfig } from '../integrations/mpesa/simulator/standalone-simulator-config';
import { startMpesaSimulator } from '../integrations/mpesa/simulator/start-mpesa-simulator';

const say = (line: string) => process.stderr.write(`${line}\n`);

const resolved = resolveStandaloneSimulatorConfig(process.env);
if ('problems' in resolved) {
  for (const problem of resolved.problems) say(`Invalid configuration: ${problem}`);
  process.exit(1);
}
const { port, ...options } = resolved.config;
const simulator = await startMpesaSimulator({
  ...options,
  port,
  // The app being down is the case this process exists for; say so and let the app's reconciler ask.
  onCallbackError: (error) => say(`Callback not delivered (${error.message}); the app can still ask.`),
});
process.stdout.write(`M-Pesa simulator listening at ${simulator.baseUrl}\n`);

const stop = (signal: NodeJS.Signals) => {
  say(`Received ${signal}; stopping the simulator.`);
  simulator.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
