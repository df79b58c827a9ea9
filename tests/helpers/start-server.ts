import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const readyLine = /ready at (http:\/\/\S+)/;

export interface RunningServer {
  url: string;
  dataDir: string;
  output: () => string;
  /** SIGTERM, then waits for the process to exit; resolves with its exit code. */
  stop: () => Promise<number | null>;
}

/**
 * Starts the real `npm start` entry point (src/server/main.ts) on a free port with its own data folder,
 * exactly as a newcomer would run it, minus the client build (the e2e global setup has built it).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'kinga-e2e-data-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, CLIENT_BUILD: 'skip', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${output}`)), 60_000);
    const check = () => {
      const match = readyLine.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it was ready:\n${output}`));
    });
  });

  let stopped: Promise<number | null> | undefined;
  return {
    url,
    dataDir,
    output: () => output,
    stop: () => {
      stopped ??= (async () => {
        if (child.exitCode === null) child.kill('SIGTERM');
        const code = await exited;
        if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
        return code;
      })();
      return stopped;
    },
  };
}
