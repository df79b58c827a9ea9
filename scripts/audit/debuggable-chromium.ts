// Debian's Chromium with a DevTools port for Lighthouse: the same quiet flags as the browser tests, headless,
// and a fresh profile each time so no cache or service worker from an earlier run flatters the figures.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertChromiumInstalled, chromiumArgs, chromiumPath } from '../../tests/helpers/chromium';

export interface DebuggableChromium {
  port: number;
  stop: () => Promise<void>;
}

export async function startDebuggableChromium(): Promise<DebuggableChromium> {
  assertChromiumInstalled();
  const userDataDir = mkdtempSync(join(tmpdir(), 'kinga-lighthouse-'));
  const child = spawn(
    chromiumPath,
    [
      ...chromiumArgs,
      '--headless',
      '--remote-debugging-port=0',
      `--user-data-dir=${userDataDir}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Port 0 lets Chromium pick a free port; it prints the one it chose.
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port:\n${output}`)), 30_000);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before listening:\n${output}`)));
  });
  return {
    port,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      // Chromium's helper processes may still be writing the profile for a moment after it exits; a
      // profile left in the temporary folder is not worth losing the audit's figures over.
      try {
        rmSync(userDataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
      } catch (error) {
        console.warn(`Left the Lighthouse profile ${userDataDir}: ${(error as Error).message}`);
      }
    },
  };
}
