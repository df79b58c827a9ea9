// `npm run simulator` as an operator runs it: its own process on a loopback port, taking the development
// credentials an app pointed at it (MPESA_SIMULATOR_URL) uses, refusing others, and stopping on SIGTERM.
import { describe, expect, it } from 'vitest';
import { SIMULATOR_CONSUMER_KEY, SIMULATOR_CONSUMER_SECRET } from '../../../src/server/config-mpesa';
import { runScript } from '../../helpers/server-process';

function runSimulator(env: Record<string, string>) {
  const simulator = runScript('src/server/cli/simulator-command.ts', env);
  const { child, exited } = simulator;
  const listening = async () => {
    for (let wait = 0; wait < 300; wait += 1) {
      const url = /listening at (http:\/\/\S+)/.exec(simulator.stdout())?.[1];
      if (url) return url;
      if (child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the simulator did not start:\n${simulator.stdout()}\n${simulator.stderr()}`);
  };
  return { child, exited, listening, stderr: simulator.stderr };
}

const basic = (key: string, secret: string) => `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;

describe('npm run simulator', () => {
  it('listens on loopback, grants a token for the development pair only, and stops on SIGTERM', async () => {
    const simulator = runSimulator({ MPESA_SIMULATOR_PORT: '0' });
    try {
      const url = await simulator.listening();
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const tokenUrl = `${url}/oauth/v1/generate?grant_type=client_credentials`;
      const granted = await fetch(tokenUrl, {
        headers: { authorization: basic(SIMULATOR_CONSUMER_KEY, SIMULATOR_CONSUMER_SECRET) },
      });
      expect(granted.status).toBe(200);
      expect(await granted.json()).toMatchObject({ access_token: expect.any(String) });
      const refused = await fetch(tokenUrl, {
        headers: { authorization: basic(SIMULATOR_CONSUMER_KEY, 'guessed') },
      });
      expect(refused.status).toBe(400);
    } finally {
      simulator.child.kill('SIGTERM');
    }
    expect(await simulator.exited).toBe(0);
  });

  it('refuses a bad port in one line naming the variable', async () => {
    const simulator = runSimulator({ MPESA_SIMULATOR_PORT: 'eighty' });
    expect(await simulator.exited).toBe(1);
    expect(simulator.stderr()).toBe(
      'Invalid configuration: MPESA_SIMULATOR_PORT must be a port number from 0 to 65535\n',
    );
  });
});
