// A deployment of two: `npm run simulator`, two production instances on one scratch PostgreSQL database,
// and a round-robin proxy in front of them that Daraja's callbacks go through too. Each instance reaches
// the simulator through a recording proxy of its own, so a test can tell which instance asked Daraja what.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/open-database';
import { type RoundRobinProxy, startRoundRobinProxy } from './round-robin-proxy';
import { createScratchDatabase } from './server-postgres';
import {
  type ProductionServer,
  type SimulatorProcess,
  startProductionServer,
  startSimulatorProcess,
} from './system-processes';

export interface TwoInstances {
  /** The load balancer's address: where people and Daraja's callbacks go. */
  proxy: RoundRobinProxy;
  instances: [ProductionServer, ProductionServer];
  /** What instance 0 and instance 1 sent to Daraja, one recorder each. */
  daraja: [RoundRobinProxy, RoundRobinProxy];
  simulator: SimulatorProcess;
  /** The test's own connection to the instances' database, for counting rows. */
  database: DatabaseHandle;
  stop(): Promise<void>;
}

export async function startTwoInstances(options: {
  simulatorDelayMs: number;
  instanceEnv?: Record<string, string>;
}): Promise<TwoInstances> {
  // Undone last first, on stop or when a start fails half-way: no process or database outlives the file.
  const undo: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const step of undo.reverse()) await step().catch(() => {});
  };
  try {
    const scratch = await createScratchDatabase();
    undo.push(() => scratch.drop());
    const simulator = await startSimulatorProcess(options.simulatorDelayMs);
    undo.push(() => simulator.stop());
    const daraja = [
      await startRoundRobinProxy([simulator.url]),
      await startRoundRobinProxy([simulator.url]),
    ] as const;
    // Named before the instances exist: they put its address into every prompt's callback URL.
    const proxy = await startRoundRobinProxy();
    for (const each of [...daraja, proxy]) undo.push(() => each.close());
    // Started together, as a deployment's instances are: both migrate and seed the same empty database.
    const started = await Promise.allSettled(
      daraja.map((recorder) =>
        startProductionServer({
          databaseUrl: scratch.url,
          simulatorUrl: recorder.url,
          callbackBaseUrl: proxy.url,
          ...(options.instanceEnv ? { env: options.instanceEnv } : {}),
        }),
      ),
    );
    const instances = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    for (const instance of instances) undo.push(() => instance.stop());
    const [first, second] = instances;
    if (!first || !second) {
      const failed = started.find((result) => result.status === 'rejected');
      throw failed?.reason ?? new Error('an instance did not start');
    }
    proxy.route([first.url, second.url]);
    const database = await openDatabase({ driver: 'postgres', url: scratch.url });
    undo.push(() => database.close());
    return { proxy, instances: [first, second], daraja: [...daraja], simulator, database, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Instance 0 or 1, as the proxy's log numbers them. */
export function instanceAt(deployment: TwoInstances, index: number | null | undefined): ProductionServer {
  const instance = deployment.instances[index ?? -1];
  if (!instance) throw new Error(`no instance ${index}`);
  return instance;
}

/** The text of each SMS an instance's console driver printed to `msisdn`. */
export function smsTo(instance: ProductionServer, msisdn: string): string[] {
  const prefix = `SMS to ${msisdn}: `;
  return instance
    .stderr()
    .split('\n')
    .filter((line) => line.startsWith(prefix))
    .map((line) => line.slice(prefix.length));
}

/** The .eml files the instance's file mail driver wrote to `address`. */
export async function mailTo(instance: ProductionServer, address: string): Promise<string[]> {
  const dir = join(instance.dataDir, 'mail');
  const names = await readdir(dir).catch(() => []);
  const messages = await Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')));
  return messages.filter((message) => message.split('\n').includes(`To: ${address}`));
}

/**
 * What the instance made of each M-Pesa callback for this request ('settled', 'unchanged', …), from its
 * JSON log at LOG_LEVEL=info.
 */
export function callbackResults(instance: ProductionServer, checkoutRequestId: string): string[] {
  return instance
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; checkoutRequestId?: string; result?: string })
    .filter((entry) => entry.msg === 'M-Pesa callback' && entry.checkoutRequestId === checkoutRequestId)
    .map((entry) => entry.result ?? '');
}

/**
 * Each instance's callback results for a request, once `count` have been logged in all: the proxy hears
 * an instance's answer before the test process has read that instance's log line from its pipe.
 */
export async function awaitCallbackResults(
  instances: readonly ProductionServer[],
  checkoutRequestId: string,
  count: number,
): Promise<string[][]> {
  const read = () => instances.map((instance) => callbackResults(instance, checkoutRequestId));
  const deadline = Date.now() + 5_000;
  while (read().flat().length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return read();
}
